import { describe, expect, it } from 'vitest';
import { composeCaseTitle } from './case-title';

const german = (fraudType: string) => ({ cryptocurrency: 'Kryptowährungsbetrug' })[fraudType] ?? fraudType;

describe('composeCaseTitle', () => {
  it("composes a generated title in the reader's language from the fraud type and the client's name", () => {
    expect(
      composeCaseTitle({ title: null, fraudType: 'cryptocurrency', clientName: 'Sophie Keller' }, german),
    ).toBe('Kryptowährungsbetrug – Sophie Keller');
    expect(composeCaseTitle({ title: null, fraudType: 'cryptocurrency' }, german)).toBe(
      'Kryptowährungsbetrug',
    );
  });

  it('keeps a title typed by staff exactly as typed', () => {
    expect(
      composeCaseTitle(
        { title: 'Broker X refuses withdrawals', fraudType: 'cryptocurrency', clientName: 'S K' },
        german,
      ),
    ).toBe('Broker X refuses withdrawals');
  });
});
