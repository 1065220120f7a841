import { ledgerKeys } from '@web/features/ledger';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { bankStatementKeys } from './bank-statement-keys';

const linePath = (lineId: number, action: 'match' | 'unmatch' | 'not-client-money') =>
  `/api/admin/bank-statements/lines/${lineId}/${action}`;

/**
 * After any decision (and any import, which matches by the rules): the statements (their lines and "explained" counts), what is left to match,
 * the ledger (a matched report is confirmed, D26) and the firm's figures. The figures' key is
 * written out rather than imported: the insights feature shows this one, so importing its index
 * here would close an import cycle (.dependency-cruiser.cjs no-circular).
 */
export const STALE_AFTER_DECISION = [bankStatementKeys.all, ledgerKeys.all, ['insights']] as const;

/**
 * POST …/lines/:lineId/match (step-up: api-client asks for the identity check and sends again).
 * A reported recovery so matched is confirmed: the client's share becomes available.
 */
export async function matchLine(input: { lineId: number; transactionId: string }) {
  await apiRequest<unknown>(linePath(input.lineId, 'match'), {
    method: 'POST',
    body: { transactionId: input.transactionId },
  });
}

/** POST …/lines/:lineId/unmatch: undoes a match or a "not client money", with a reason. */
export async function unmatchLine(input: { lineId: number; reason: string }) {
  await apiRequest<unknown>(linePath(input.lineId, 'unmatch'), {
    method: 'POST',
    body: { reason: input.reason },
  });
}

/** POST …/lines/:lineId/not-client-money: a bank fee or interest, set aside with a reason. */
export async function setAsideLine(input: { lineId: number; reason: string }) {
  await apiRequest<unknown>(linePath(input.lineId, 'not-client-money'), {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export const useMatchLine = () => useInvalidatingMutation(matchLine, STALE_AFTER_DECISION);
export const useUnmatchLine = () => useInvalidatingMutation(unmatchLine, STALE_AFTER_DECISION);
export const useSetAsideLine = () => useInvalidatingMutation(setAsideLine, STALE_AFTER_DECISION);
