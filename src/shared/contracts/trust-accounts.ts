import { z } from 'zod';
import { CURRENCIES, MAX_AMOUNT_CENTS, toCents } from '../domain/money';
import { normalizeAccountNumber, normalizeBic, normalizeIban } from '../domain/trail/bank';
import { controlProposalSchema, trustAccountColumnsShape } from './approvals';
import { moneyShape } from './money-fields';
import { text } from './text';

/**
 * D42: a trust account as an admin registers or changes it. An IBAN, or outside IBAN countries an
 * account number with its bank code (routing number, sort code), never both. The IBAN, BIC and
 * account number are stored in the bank's electronic format (upper case, no spaces).
 */
/** The refinements' English texts; the error handler words each in the reader's language (trust_accounts.*). */
export const TRUST_ACCOUNT_ISSUES = {
  bic: 'Enter a BIC of 8 or 11 letters and digits, e.g. DEUTDEFF',
  ibanAndNumber: 'Enter an IBAN, or an account number with its bank code, not both',
  ibanChecksum: 'This IBAN fails its check digits: check it for a typing error',
  ibanFormat: 'Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00',
  ibanOrNumber: 'Enter the IBAN, or outside IBAN countries the account number and bank code',
  accountNumber: 'Enter the account number: 4 to 34 letters and digits',
  bankCode: 'Enter the bank code (routing number, sort code) with an account number',
  openingBalance: 'Enter the opening balance with at most two decimals, or 0',
} as const;

/** An opening balance: empty or zero for an account opened empty, else a positive amount in cents. */
const openingBalanceSchema = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || String(value).trim() === '' || Number(value) === 0) return 0;
    const cents = toCents(value);
    if (cents === null || cents > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: 'custom', message: TRUST_ACCOUNT_ISSUES.openingBalance });
      return z.NEVER;
    }
    return cents;
  });

const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, { message: `${label} can be at most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

export const trustAccountInputSchema = z
  .object({
    bankName: text({ message: 'Bank name is required' })
      .trim()
      .min(1, { message: 'Bank name is required' })
      .max(120, { message: 'Bank name can be at most 120 characters' }),
    iban: optionalText(42, 'IBAN'),
    accountNumber: optionalText(40, 'Account number'),
    bankCode: optionalText(20, 'Bank code'),
    bic: text({ message: 'BIC is required' }).trim().min(1, { message: 'BIC is required' }),
    // The error handler never lists codes to the reader: the form offers the ledger's currencies.
    currency: z.enum(CURRENCIES, { message: 'Choose a currency the trust ledger keeps' }),
    openingDate: z.iso.date({ message: 'Enter the opening date as YYYY-MM-DD' }),
    /** The balance on the opening date (major units, e.g. "832.01"); none or 0 for a new account. */
    openingBalance: openingBalanceSchema,
  })
  .transform((input, ctx) => {
    const bic = normalizeBic(input.bic);
    if (!bic.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['bic'],
        message: TRUST_ACCOUNT_ISSUES.bic,
      });
    if (input.iban && (input.accountNumber || input.bankCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['iban'],
        message: TRUST_ACCOUNT_ISSUES.ibanAndNumber,
      });
      return z.NEVER;
    }
    if (input.iban) {
      const iban = normalizeIban(input.iban);
      if (!iban.ok) {
        const message =
          iban.issue === 'iban_checksum'
            ? TRUST_ACCOUNT_ISSUES.ibanChecksum
            : TRUST_ACCOUNT_ISSUES.ibanFormat;
        ctx.addIssue({ code: 'custom', path: ['iban'], message });
        return z.NEVER;
      }
      if (!bic.ok) return z.NEVER;
      return { ...input, bic: bic.value, iban: iban.value, accountNumber: null, bankCode: null };
    }
    if (!input.accountNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['iban'],
        message: TRUST_ACCOUNT_ISSUES.ibanOrNumber,
      });
      return z.NEVER;
    }
    const number = normalizeAccountNumber(input.accountNumber);
    if (!number.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: TRUST_ACCOUNT_ISSUES.accountNumber,
      });
    if (!input.bankCode)
      ctx.addIssue({
        code: 'custom',
        path: ['bankCode'],
        message: TRUST_ACCOUNT_ISSUES.bankCode,
      });
    if (!number.ok || !input.bankCode || !bic.ok) return z.NEVER;
    return { ...input, bic: bic.value, iban: null, accountNumber: number.value, bankCode: input.bankCode };
  });
export type TrustAccountInput = z.output<typeof trustAccountInputSchema>;

const personRefSchema = z.object({ id: z.string(), name: z.string() });

export const trustAccountSchema = z.object({
  id: z.string(),
  ...trustAccountColumnsShape,
  ...moneyShape('openingBalance'),
  registeredBy: personRefSchema.nullable(),
  /** Null when the operator approved it at the server's shell, or for the demo's accounts. */
  approvedBy: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type TrustAccount = z.infer<typeof trustAccountSchema>;

/** The registered accounts and the proposals still waiting for a second admin. */
export const trustAccountListSchema = z.object({
  accounts: z.array(trustAccountSchema),
  pending: z.array(controlProposalSchema),
});
export type TrustAccountList = z.infer<typeof trustAccountListSchema>;
