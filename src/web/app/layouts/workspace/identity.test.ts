import { describe, expect, it } from 'vitest';
import { barId, clientReference } from './identity';

const id = '0190f3a2-7c4e-7b21-9d3e-5a6b7c8d9e0f';

describe('dashboard identifiers', () => {
  it('uses the last 8 characters of the client id', () => {
    expect(clientReference(id)).toBe('7C8D9E0F');
  });

  it('uses the last 6 characters of the lawyer user id as Bar ID', () => {
    expect(barId(id)).toBe('8D9E0F');
  });

  it('keeps a short id whole rather than inventing characters', () => {
    expect(clientReference('ab12')).toBe('AB12');
    expect(barId('')).toBe('');
  });
});
