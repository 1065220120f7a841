import { describe, expect, it } from 'vitest';
import { FEE_AGREEMENT_VERSION } from '../../../shared/domain/fee-agreement';
import { LANGUAGES } from '../../../shared/domain/languages';
import { DEFAULT_FEE_RATE_BPS } from '../../../shared/domain/money';
import { feeAgreementSha256 } from './fee-agreement-text';

/**
 * Acceptances store the SHA-256 of the text accepted, so a published version's wording must
 * never change. If this test fails, the text of version 2026-11 was edited: restore it and put
 * the new wording under a new FEE_AGREEMENT_VERSION instead.
 */
const PUBLISHED_2026_11: Record<(typeof LANGUAGES)[number], string> = {
  en: '71f37b10127cde7e4ea258ea831fae0e3ced899dec2adfd3649000377dfae643',
  es: '0f4288df8a3eeaaad35ca49c880137d66c54b4a0fb5dc70bf9c6970dc78e91e6',
  nl: 'a5743d4a4b6a811ecf58c6ffca1156af48b5b05ab3afcc23a31fd525c233f9e6',
  de: '7231be29b9a0d30fb2adef1fd047f2fcebd81a2c8f14df27bad2a630bd94a682',
  it: '2bd67e30e533107bafb0466f31dbfd6fcdf4b55030b41d2e4c45d5948672998b',
  fr: 'd2cd877afccd5672c6e5942abf26c4cc8b2a1095be1dacd24ecb3f9215958935',
};

describe('the published fee agreement texts', () => {
  it.each(LANGUAGES)('version 2026-11 in %s is unchanged', (language) => {
    expect(feeAgreementSha256('2026-11', language, DEFAULT_FEE_RATE_BPS)).toBe(PUBLISHED_2026_11[language]);
  });

  it('gives each language and each fee rate its own fingerprint', () => {
    const hashes = LANGUAGES.flatMap((l) =>
      [DEFAULT_FEE_RATE_BPS, 2500].map((bps) => feeAgreementSha256(FEE_AGREEMENT_VERSION, l, bps)),
    );
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
