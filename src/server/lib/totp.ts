import { generate, generateSecret, generateURI, verify } from 'otplib';

/**
 * Authenticator-app codes (RFC 6238: SHA-1, six digits, 30-second steps, what every app uses),
 * through otplib. Ours is only the policy: one step of drift either way, and a code whose step is
 * not after the last one used is refused (a code seen over someone's shoulder is spent).
 */
export const TOTP_PERIOD_SECONDS = 30;

/**
 * The parameters an app is set up with. Ours are the defaults every app reads from the QR code;
 * the other values exist so the RFC's own test vectors (8 digits, SHA-256/512) run through the
 * same code path as a real sign-in.
 */
export type TotpParameters = { algorithm: 'sha1' | 'sha256' | 'sha512'; digits: 6 | 8 };
export const TOTP_DEFAULTS: TotpParameters = { algorithm: 'sha1', digits: 6 };

/** Steps of drift accepted either way: a phone clock a little off still signs in. */
export const TOTP_DRIFT_STEPS = 1;

/** A secret as an app stores it (base32 text) or as raw bytes (the RFC's vectors are ASCII bytes). */
export type TotpSecret = string | Uint8Array;

/** A new base32 secret of 160 bits (RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const totpUri = (args: { issuer: string; account: string; secret: string }): string =>
  generateURI({ issuer: args.issuer, label: args.account, secret: args.secret });

const stepAt = (epochSeconds: number) => Math.floor(epochSeconds / TOTP_PERIOD_SECONDS);

/**
 * The time step a code belongs to when it is right for now (±1 step) and later than `afterStep`;
 * null otherwise. Anything that is not a code of the right length is simply wrong, never an
 * exception.
 */
export async function acceptedStep(
  secret: TotpSecret,
  code: string,
  afterStep: number | null,
  options: { nowSeconds?: number; parameters?: TotpParameters } = {},
): Promise<number | null> {
  const parameters = options.parameters ?? TOTP_DEFAULTS;
  if (!new RegExp(`^\\d{${parameters.digits}}$`).test(code)) return null;
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  // otplib throws when afterTimeStep lies beyond the window (a code from the future was spent, or
  // the clock went back): no code can be later than it, so the answer is simply "no".
  if (afterStep !== null && afterStep >= stepAt(nowSeconds) + TOTP_DRIFT_STEPS) return null;
  const result = await verify({
    secret,
    token: code,
    ...parameters,
    period: TOTP_PERIOD_SECONDS,
    epoch: nowSeconds,
    epochTolerance: TOTP_DRIFT_STEPS * TOTP_PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // A TOTP result carries the step it matched (the union type also covers HOTP).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an app shows at `epochSeconds` (now by default): for tests and the demo's README. */
export const totpCode = (
  secret: TotpSecret,
  epochSeconds?: number,
  parameters: TotpParameters = TOTP_DEFAULTS,
): Promise<string> =>
  generate({
    secret,
    ...parameters,
    period: TOTP_PERIOD_SECONDS,
    ...(epochSeconds === undefined ? {} : { epoch: epochSeconds }),
  });
