import { z } from 'zod';
import { countryCodeSchema } from '../domain/iso-countries';
import { amountSchema, CURRENCIES } from '../domain/money';
import { normalizeAccountNumber, normalizeBic, normalizeIban } from '../domain/trail/bank';
import { normalizeCryptoAddress } from '../domain/trail/crypto';
import { normalizeContact } from '../domain/trail/indicators';
import { type Normalized, TRAIL_ISSUE_TEXT, type TrailIssue } from '../domain/trail/issues';
import { normalizeMerchantDescriptor } from '../domain/trail/names';
import {
  CARD_NETWORKS,
  CONTACT_KINDS,
  CRYPTO_NETWORKS,
  MESSENGERS,
  PAYMENT_METHODS,
} from '../domain/trail/options';
import { paymentDateIssue } from '../domain/trail/payment-date';
import { normalizeTxHash } from '../domain/trail/tx-hash';
import { text } from './text';

/** Forms send '' for an untouched field: it means absent, as does a field of spaces. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** A select's empty placeholder sends '': absent too. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, ''] as [...T, ''], { message: 'Choose one of the options offered' })
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined));

type Flag = (path: string, issue: TrailIssue) => void;

const flagger =
  (ctx: z.RefinementCtx): Flag =>
  (path, issue) =>
    ctx.addIssue({ code: 'custom', path: [path], message: TRAIL_ISSUE_TEXT[issue] });

/** Flags a given field whose normalizer refuses it; an absent one is the method rules' concern. */
function check(flag: Flag, path: string, value: string | undefined, normalize: (v: string) => Normalized) {
  const result = value === undefined ? undefined : normalize(value);
  if (result && !result.ok) flag(path, result.issue);
}

const paidOn = text()
  .trim()
  .superRefine((value, ctx) => {
    const issue = paymentDateIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: TRAIL_ISSUE_TEXT[issue] });
  });

/**
 * A cross-field rule runs unless a field it reads already has a problem of its own, so that it
 * neither repeats that problem nor reads a value that failed; a wrong date or amount does not
 * hold it back, and a form shows every problem at once. A body that is no object at all (`[]`,
 * `"x"`, `1`, `null`) fails at the root, with an empty path: then there are no fields to read,
 * and running the rule would read properties of a string or of null (a 500 instead of a 400).
 */
const unlessFailed =
  (...fields: string[]) =>
  ({ issues }: { issues: readonly z.core.$ZodRawIssue[] }) =>
    !issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/**
 * One payment a victim made to the scam. Only the chosen method's fields are required and checked
 * (card: network and payee; bank transfer: IBAN or account number, BIC if given; crypto: network
 * and address, transaction ID if given); another method's fields, left over from switching the
 * method in a form, are ignored. The values stay as typed (trimmed): the normalized spellings are
 * derived where needed (indicatorsOfPayment), and the victim's own text is the evidence.
 */
export const paymentInputSchema = z
  .object({
    paidOn,
    amount: amountSchema,
    currency: z.enum(CURRENCIES, { message: 'Choose the currency of the payment' }),
    method: z.enum(PAYMENT_METHODS, { message: 'Choose how you paid' }),
    cardNetwork: optionalChoice(CARD_NETWORKS),
    merchantDescriptor: optionalText(200),
    beneficiaryName: optionalText(140),
    iban: optionalText(64),
    accountNumber: optionalText(64),
    bic: optionalText(20),
    bankName: optionalText(120),
    cryptoNetwork: optionalChoice(CRYPTO_NETWORKS),
    walletAddress: optionalText(200),
    txHash: optionalText(200),
    note: optionalText(1000),
  })
  .superRefine(
    (input, ctx) => {
      const flag = flagger(ctx);
      if (input.method === 'card') {
        if (!input.cardNetwork) flag('cardNetwork', 'required_for_method');
        if (!input.merchantDescriptor) flag('merchantDescriptor', 'required_for_method');
        check(flag, 'merchantDescriptor', input.merchantDescriptor, normalizeMerchantDescriptor);
      } else if (input.method === 'bank_transfer') {
        if (!input.iban && !input.accountNumber) flag('iban', 'bank_destination');
        check(flag, 'iban', input.iban, normalizeIban);
        check(flag, 'accountNumber', input.accountNumber, normalizeAccountNumber);
        check(flag, 'bic', input.bic, normalizeBic);
      } else if (input.method === 'crypto') {
        const network = input.cryptoNetwork;
        if (!network) flag('cryptoNetwork', 'required_for_method');
        if (!input.walletAddress) flag('walletAddress', 'required_for_method');
        if (!network) return;
        check(flag, 'walletAddress', input.walletAddress, (value) => normalizeCryptoAddress(network, value));
        check(flag, 'txHash', input.txHash, (value) => normalizeTxHash(network, value));
      }
    },
    {
      when: unlessFailed(
        'method',
        'cardNetwork',
        'merchantDescriptor',
        'iban',
        'accountNumber',
        'bic',
        'cryptoNetwork',
        'walletAddress',
        'txHash',
      ),
    },
  );
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * One way the scam reached the victim. `phoneCountry` places a phone (or WhatsApp, Signal) number
 * typed without +; `messenger` names the app when kind is messenger, and is ignored otherwise.
 */
export const contactInputSchema = z
  .object({
    kind: z.enum(CONTACT_KINDS, { message: 'Choose how the scam contacted you' }),
    value: text().trim().min(1).max(300),
    messenger: optionalChoice(MESSENGERS),
    phoneCountry: optionalText(10).pipe(countryCodeSchema.optional()),
    note: optionalText(500),
  })
  .superRefine(
    (input, ctx) => {
      const flag = flagger(ctx);
      const { kind, value, messenger, phoneCountry } = input;
      const result = normalizeContact({ kind, value, messenger, defaultCountry: phoneCountry });
      if (!result.ok) flag(result.issue === 'messenger_required' ? 'messenger' : 'value', result.issue);
    },
    { when: unlessFailed('kind', 'value', 'messenger', 'phoneCountry') },
  );
export type ContactInput = z.infer<typeof contactInputSchema>;
