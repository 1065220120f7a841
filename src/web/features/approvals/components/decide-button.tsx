import type { ControlProposal } from '@shared/contracts/approvals';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { AlertDialogAction } from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useTranslation } from 'react-i18next';
import { type ApprovalDecision, useDecideApproval } from '../api/decide-approval';

/** Approve, decline or withdraw, each after a question saying what will happen. */
export function DecideButton({
  proposal,
  decision,
}: {
  proposal: ControlProposal;
  decision: ApprovalDecision;
}) {
  const { t } = useTranslation('approvals');
  const decide = useDecideApproval();
  async function confirm() {
    try {
      const answer = await decide.mutateAsync({ id: proposal.id, decision });
      notify.success(t(`done.${decision}`), { description: answer.message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notify.error(t('failed'), { description: error.message || t('failedGeneric') });
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant={decision === 'approve' ? 'default' : 'outline'}
          disabled={decide.isPending}
          aria-describedby={`proposal-${proposal.id}`}
        >
          {t(`actions.${decision}`)}
        </Button>
      }
      title={t(`confirm.${decision}.title`)}
      description={t(`confirm.${decision}.description`, { change: t(`kinds.${proposal.kind}`) })}
      cancelLabel={t('confirm.cancel')}
      action={
        <AlertDialogAction destructive={decision !== 'approve'} onClick={() => void confirm()}>
          {t(`actions.${decision}`)}
        </AlertDialogAction>
      }
    />
  );
}
