import { describe, expect, it } from 'vitest';
import {
  acceptedStep,
  newTotpSecret,
  TOTP_DEFAULTS,
  TOTP_PERIOD_SECONDS,
  type TotpParameters,
  totpCode,
  totpUri,
} from './totp';

// RFC 6238 Appendix B: the seeds are the ASCII digits repeated to the hash's key length.
const ascii = (s: string) => new TextEncoder().encode(s);
const SEEDS = {
  sha1: ascii('12345678901234567890'),
  sha256: ascii('12345678901234567890123456789012'),
  sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
};

/** Appendix B's table: time (seconds), then the 8-digit code for SHA-1, SHA-256, SHA-512. */
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

const ALGORITHMS = ['sha1', 'sha256', 'sha512'] as const;

describe('RFC 6238 Appendix B test vectors', () => {
  for (const [time, ...codes] of VECTORS) {
    ALGORITHMS.forEach((algorithm, i) => {
      const parameters: TotpParameters = { algorithm, digits: 8 };
      const expected = codes[i]!;
      it(`${algorithm} at T=${time} gives ${expected}, and the check accepts it`, async () => {
        expect(await totpCode(SEEDS[algorithm], time, parameters)).toBe(expected);
        const step = await acceptedStep(SEEDS[algorithm], expected, null, { nowSeconds: time, parameters });
        expect(step).toBe(Math.floor(time / TOTP_PERIOD_SECONDS));
      });
    });
  }

  it('a vector of one algorithm is refused when checked as another', async () => {
    const step = await acceptedStep(SEEDS.sha256, '94287082', null, {
      nowSeconds: 59,
      parameters: { algorithm: 'sha256', digits: 8 },
    });
    expect(step).toBeNull();
  });
});

describe('what our sign-in accepts (SHA-1, six digits, 30 s)', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_015; // inside a step, not on its edge
  const nowStep = Math.floor(now / TOTP_PERIOD_SECONDS);
  const codeAtStep = (step: number) => totpCode(secret, step * TOTP_PERIOD_SECONDS);

  it('uses the defaults an authenticator app reads from the QR code', async () => {
    expect(TOTP_DEFAULTS).toEqual({ algorithm: 'sha1', digits: 6 });
    expect(await totpCode(secret, now)).toMatch(/^\d{6}$/);
    const uri = new URL(totpUri({ issuer: 'Recourse', account: 'ana@example.com', secret }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Recourse');
  });

  it('accepts the current step and one step of drift either way', async () => {
    for (const drift of [-1, 0, 1]) {
      const step = await acceptedStep(secret, await codeAtStep(nowStep + drift), null, { nowSeconds: now });
      expect(step, `drift ${drift}`).toBe(nowStep + drift);
    }
  });

  it('refuses codes two or more steps away', async () => {
    for (const drift of [-3, -2, 2, 3]) {
      const step = await acceptedStep(secret, await codeAtStep(nowStep + drift), null, { nowSeconds: now });
      expect(step, `drift ${drift}`).toBeNull();
    }
  });

  it('refuses a code whose step was already used, and any earlier one (replay)', async () => {
    const current = await codeAtStep(nowStep);
    expect(await acceptedStep(secret, current, nowStep, { nowSeconds: now })).toBeNull();
    expect(
      await acceptedStep(secret, await codeAtStep(nowStep - 1), nowStep, { nowSeconds: now }),
    ).toBeNull();
    // The next step's code is still good after the current one was spent.
    expect(await acceptedStep(secret, await codeAtStep(nowStep + 1), nowStep, { nowSeconds: now })).toBe(
      nowStep + 1,
    );
  });

  it('answers "no" rather than failing when the last used step lies ahead of the window', async () => {
    const current = await codeAtStep(nowStep);
    expect(await acceptedStep(secret, current, nowStep + 1, { nowSeconds: now })).toBeNull();
    expect(await acceptedStep(secret, current, nowStep + 5, { nowSeconds: now })).toBeNull();
  });

  it('treats anything but six digits as a wrong code', async () => {
    const current = await codeAtStep(nowStep);
    for (const typed of ['', '12345', '1234567', 'abcdef', `${current} `, `${current.slice(0, 5)}x`]) {
      expect(await acceptedStep(secret, typed, null, { nowSeconds: now }), JSON.stringify(typed)).toBeNull();
    }
  });
});
