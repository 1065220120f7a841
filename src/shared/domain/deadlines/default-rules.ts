import type { DeadlineRule } from './types';

/**
 * Where a firm starts (docs/deadline-defaults.md lists them with their caveats). Card windows are
 * the issuer's deadline to raise a fraud dispute with the network: the client must reach the
 * issuer well before, so they are reminders to act early, not a margin to use up. Where a number
 * is not from a public rule, `source` says so.
 *
 * "13 months" is counted as 393 days, the shortest 13 months can be (365 + a 28-day February), so
 * a reminder may come a few days early but never after the legal end.
 */
const cardRule = (
  id: string,
  network: DeadlineRule['network'],
  label: string,
  source: string,
): DeadlineRule => ({
  id,
  kind: 'chargeback',
  method: 'card',
  network,
  country: null,
  days: 120,
  unit: 'calendar_days',
  label,
  source,
});

const CARD_RULES: DeadlineRule[] = [
  cardRule(
    'visa-fraud-chargeback',
    'visa',
    'Visa fraud chargeback window',
    'Visa Core Rules, dispute condition 10.4 (Other Fraud – Card-Absent Environment): 120 days from the Transaction Processing Date.',
  ),
  cardRule(
    'mastercard-fraud-chargeback',
    'mastercard',
    'Mastercard fraud chargeback window',
    'Mastercard Chargeback Guide, reason code 4837 (No Cardholder Authorization): 120 calendar days from the Central Site Business Date.',
  ),
  cardRule(
    'amex-dispute',
    'amex',
    'American Express dispute window',
    'Firm default: American Express allows about 120 days to dispute a charge; its network rules are not fully public – check the card member agreement.',
  ),
  cardRule(
    'discover-dispute',
    'discover',
    'Discover dispute window',
    'Discover dispute rules: 120 calendar days from the processing date (firm default; check the current Discover Dispute Rules Manual).',
  ),
  cardRule(
    'jcb-dispute',
    'jcb',
    'JCB dispute window',
    "Firm default: 120 days, as for the larger networks; JCB's dispute rules are not public – check the timeframe with the issuer.",
  ),
  cardRule(
    'unionpay-dispute',
    'unionpay',
    'UnionPay dispute window',
    "Firm default: 120 days; UnionPay International's dispute rules are not public and some reasons may allow longer – check with the issuer.",
  ),
  cardRule(
    'diners-dispute',
    'diners',
    'Diners Club dispute window',
    'Firm default: 120 days, as Discover (Diners Club runs on the Discover Global Network) – check with the issuer.',
  ),
  cardRule(
    'card-dispute',
    null,
    'Card dispute window (other networks)',
    "Firm default for any other card network: 120 days from the transaction, as most networks allow – check the network's rules.",
  ),
];

const PSD2_SOURCE =
  'PSD2 (Directive (EU) 2015/2366) Art. 71(1): notify the bank without undue delay and at the latest 13 months after the debit date (counted as 393 days).';

export const DEFAULT_DEADLINE_RULES: DeadlineRule[] = [
  ...CARD_RULES,
  {
    id: 'sepa-credit-transfer-recall',
    kind: 'recall',
    method: 'bank_transfer',
    network: null,
    country: 'EU',
    days: 10,
    unit: 'business_days',
    label: 'SEPA credit transfer recall by the payer’s bank',
    source:
      'EPC SEPA Credit Transfer Scheme Rulebook (EPC125-05), Recall (reason fraud): the payer’s bank may recall within 10 banking business days of settlement. Newer rulebooks may allow longer for fraud – check the current one.',
  },
  {
    id: 'psd2-unauthorised-card',
    kind: 'unauthorized_claim',
    method: 'card',
    network: null,
    country: 'EU',
    days: 393,
    unit: 'calendar_days',
    label: 'Notify the bank of an unauthorised card payment (PSD2, 13 months)',
    source: PSD2_SOURCE,
  },
  {
    id: 'psd2-unauthorised-transfer',
    kind: 'unauthorized_claim',
    method: 'bank_transfer',
    network: null,
    country: 'EU',
    days: 393,
    unit: 'calendar_days',
    label: 'Notify the bank of an unauthorised transfer (PSD2, 13 months)',
    source: PSD2_SOURCE,
  },
  {
    id: 'uk-app-reimbursement',
    kind: 'unauthorized_claim',
    method: 'bank_transfer',
    network: null,
    country: 'GB',
    days: 393,
    unit: 'calendar_days',
    label: 'UK APP scam reimbursement claim (13 months)',
    source:
      'PSR Specific Direction 20 (APP scam reimbursement, from 7 Oct 2024): claim within 13 months of the last payment to the fraudster. Counted from each payment (393 days), so it never comes late.',
  },
  {
    id: 'crypto-exchange-freeze',
    kind: 'recall',
    method: 'crypto',
    network: null,
    country: null,
    days: 30,
    unit: 'calendar_days',
    label: 'Exchange freeze request (firm rule)',
    source:
      "Firm rule, no external source: crypto transfers cannot be charged back; a receiving exchange can only freeze funds still there, so the firm asks within 30 days. Adjust in the firm's settings.",
  },
  {
    id: 'general-limitation',
    kind: 'limitation',
    method: 'any',
    network: null,
    country: null,
    days: 1095,
    unit: 'calendar_days',
    label: 'General limitation reminder (firm default, 3 years)',
    source:
      'Firm default, not a statute: 3 years (1,095 days). Periods differ by country and claim (Germany 3 years from year-end of knowledge, BGB §§195, 199; England and Wales 6 years, Limitation Act 1980 ss. 2, 5): adjust per jurisdiction.',
  },
];
