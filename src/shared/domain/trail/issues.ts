/**
 * What can be wrong with a payment trail as a victim types it. The normalizers and the contracts
 * (contracts/payment-trail-input.ts) report these codes; the server words them from its message
 * catalogue (`payment-trail.<issue>`) and the web from its `paymentTrail` namespace (`errors.<issue>`).
 */
export const TRAIL_ISSUES = [
  'iban_format',
  'iban_checksum',
  'bic',
  'account_number',
  'btc_address',
  'evm_format',
  'evm_checksum',
  'tron_address',
  'solana_address',
  'crypto_address',
  'tx_hash',
  'phone',
  'phone_country',
  'domain',
  'email',
  'messenger',
  'app',
  'merchant',
  'required_for_method',
  'bank_destination',
  'messenger_required',
  'date_format',
  'date_future',
  'date_too_early',
] as const;
export type TrailIssue = (typeof TRAIL_ISSUES)[number];

/** A normalizer's answer: the one canonical spelling, or why the input cannot be one. */
export type Normalized = { ok: true; value: string } | { ok: false; issue: TrailIssue };

export const accept = (value: string): Normalized => ({ ok: true, value });
export const refuse = (issue: TrailIssue): Normalized => ({ ok: false, issue });

/**
 * The contracts' English messages, written for a victim filling in a form: what is wrong and
 * what to do. Each text is unique, so trailIssueOfText can find the code again.
 */
export const TRAIL_ISSUE_TEXT: Record<TrailIssue, string> = {
  iban_format:
    'This is not an IBAN: it starts with two letters for the country and two check digits, such as DE89 3704 0044 0532 0130 00. Check it against your bank statement.',
  iban_checksum:
    'This IBAN fails its check digits: a character is probably mistyped. Copy it again from your bank statement.',
  bic: 'Enter the BIC (SWIFT code) of 8 or 11 letters and digits, such as DEUTDEFF or DEUTDEFF500.',
  account_number: 'Enter the account number as your bank statement shows it: 4 to 34 letters and digits.',
  btc_address:
    'This is not a valid Bitcoin address. Bitcoin addresses start with 1, 3 or bc1. Copy it again from your wallet or transaction history.',
  evm_format:
    'This is not a valid address for this network: it is 0x followed by 40 characters from 0 to 9 and a to f. Copy it again from your wallet or transaction history.',
  evm_checksum:
    'This address has a mix of capital and small letters that does not match its checksum. Copy it again from your wallet or transaction history.',
  tron_address:
    'This is not a valid TRON address. TRON addresses start with T and have 34 characters. Copy it again from your wallet or transaction history.',
  solana_address:
    'This is not a valid Solana address. Copy it again from your wallet or transaction history.',
  crypto_address:
    'Enter the wallet address exactly as your wallet shows it: 8 to 120 letters, digits, colons, hyphens or underscores.',
  tx_hash:
    'This transaction ID does not have the form used on this network. Copy it again from your wallet or the blockchain explorer.',
  phone: 'This phone number is not valid. Check the digits and the country code.',
  phone_country:
    'Add the country code, starting with + (such as +44 20 7946 0958), or choose the country of the number.',
  domain: 'Enter the website’s address, such as example.com or https://example.com/login.',
  email: 'Enter a valid email address, such as name@example.com.',
  messenger:
    'This user name is not valid for the chosen app. Enter it exactly as the app shows it, or paste the link to the profile.',
  app: 'Enter the app’s name as it appears on your phone or in the app store, in 2 to 100 characters.',
  merchant: 'Enter the payee’s name as your card statement shows it, in 3 to 100 characters.',
  required_for_method: 'This is needed for the payment method you chose.',
  bank_destination: 'Enter the IBAN or the account number the money was sent to.',
  messenger_required: 'Choose the app through which you were contacted.',
  date_format: 'Enter the date of the payment as year, month and day, such as 2024-03-15.',
  date_future: 'The date of the payment cannot be in the future.',
  date_too_early: 'Enter a date of payment from 1990 onwards.',
};

const ISSUE_BY_TEXT = new Map(
  Object.entries(TRAIL_ISSUE_TEXT).map(([issue, text]) => [text, issue as TrailIssue]),
);

/** The code of one of the texts above (the web translates the schema's English messages with it). */
export function trailIssueOfText(message: string): TrailIssue | undefined {
  return ISSUE_BY_TEXT.get(message);
}
