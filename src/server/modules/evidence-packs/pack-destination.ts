import { displayIndicator } from '../../../shared/domain/trail/display';
import type { schemePayments } from '../../db/schema';

type Payment = typeof schemePayments.$inferSelect;

const NETWORK_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum',
  bsc: 'BNB Smart Chain',
  polygon: 'Polygon',
  tron: 'TRON',
  solana: 'Solana',
};

const ibanText = (iban: string) =>
  displayIndicator({ kind: 'iban', value: iban.replace(/[\s-]/g, '').toUpperCase() });

/**
 * Where a payment went, as one cell of the pack's table: the merchant of a card payment, the
 * beneficiary and account of a transfer, the wallet of a crypto payment. Network names are proper
 * names, the same in every language; "other" prints nothing rather than a guess.
 */
export function packDestination(p: Payment): { destination: string; network: string | undefined } {
  const network = NETWORK_NAMES[p.cardNetwork ?? p.cryptoNetwork ?? ''];
  const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');
  switch (p.method) {
    case 'card':
      return { destination: p.merchantDescriptor ?? '', network };
    case 'bank_transfer':
      return {
        destination: join(p.beneficiaryName, p.iban ? ibanText(p.iban) : p.accountNumber, p.bic, p.bankName),
        network: undefined,
      };
    case 'crypto':
      return { destination: p.walletAddress ?? '', network };
    default:
      return { destination: p.note ?? '', network: undefined };
  }
}
