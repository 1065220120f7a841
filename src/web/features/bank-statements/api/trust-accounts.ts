import { proposalMadeSchema } from '@shared/contracts/approvals';
import { trustAccountListSchema } from '@shared/contracts/trust-accounts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { getParsed, useInvalidatingMutation, useRefetchOnLive } from '@web/lib/api-query';
import { bankStatementKeys } from './bank-statement-keys';

/** What the proposal form sends: the contract's input before it normalises (D42). */
export type TrustAccountForm = {
  bankName: string;
  iban?: string | undefined;
  accountNumber?: string | undefined;
  bankCode?: string | undefined;
  bic: string;
  currency: string;
  openingDate: string;
  openingBalance: string;
};

/**
 * GET /api/admin/trust-accounts: the registered accounts and the proposals still waiting; a
 * second admin's decision elsewhere is announced on the approvals list.
 */
export function useTrustAccounts() {
  useRefetchOnLive(['approvals'], bankStatementKeys.accounts());
  return useQuery({
    queryKey: bankStatementKeys.accounts(),
    queryFn: () => getParsed('/api/admin/trust-accounts', trustAccountListSchema),
  });
}

/**
 * POST /api/admin/trust-accounts (step-up: api-client asks for the identity check and sends
 * again). 202: a proposal a second admin approves (D37); nothing is registered yet.
 */
export async function proposeTrustAccount(input: TrustAccountForm) {
  return proposalMadeSchema.parse(
    await apiRequest<unknown>('/api/admin/trust-accounts', { method: 'POST', body: input }),
  );
}

/** The proposal shows among the pending ones here and in the Approvals tab. */
export const useProposeTrustAccount = () =>
  useInvalidatingMutation(proposeTrustAccount, [bankStatementKeys.accounts(), ['approvals']]);
