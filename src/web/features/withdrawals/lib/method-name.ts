import type { PayoutMethod } from '../api/get-payout-methods';

/**
 * The label the client gave the account, or null when it is the server's English default
 * ("Bank account", "bitcoin wallet"): the screen then names the kind in the reader's language.
 */
export function customLabel(method: Pick<PayoutMethod, 'kind' | 'label' | 'network'>): string | null {
  const defaults = method.kind === 'bank_account' ? ['Bank account'] : [`${method.network} wallet`];
  return defaults.includes(method.label) ? null : method.label;
}
