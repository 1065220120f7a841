import { FormDialog } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { formatMoney } from '@web/lib/intl';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import type { Withdrawal } from '../api/get-withdrawal-queue';
import { ApproveWithdrawalDialog } from './approve-withdrawal-dialog';
import { PayeeDetails } from './payee-details';

export type WithdrawalStep = { withdrawal: Withdrawal; step: 'approve' | 'reject' | 'mark-paid' };

/** The dialog of each step an admin takes: approve (a confirmation), reject, mark paid. */
export function WithdrawalStepDialog({
  target,
  onClose,
}: {
  target: WithdrawalStep | null;
  onClose: () => void;
}) {
  return (
    <>
      <ApproveWithdrawalDialog
        withdrawal={target?.step === 'approve' ? target.withdrawal : null}
        onClose={onClose}
      />
      <WordedStepDialog target={target?.step === 'approve' ? null : target} onClose={onClose} />
    </>
  );
}

/**
 * The two steps that need words from the admin: a rejection's reason, which the client reads
 * (D12), and a payout's bank reference (with the full payee details on request, to pay it). The
 * server's refusal is shown at the field and as a toast.
 */
function WordedStepDialog({ target, onClose }: { target: WithdrawalStep | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('withdrawals');
  const decide = useDecideWithdrawal();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setText('');
    setError(undefined);
    decide.reset();
    onClose();
  };
  const edit = (event: { target: { value: string } }) => {
    setText(event.target.value);
    setError(undefined);
  };
  const isReject = target?.step === 'reject';
  const copy = isReject ? 'rejectDialog' : 'paidDialog';
  const w = target?.withdrawal;
  const amount = w ? formatMoney(w.amountCents, w.currency, i18n.language) : '';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!w) return;
    if (!text.trim()) {
      setError(t(`withdrawals.${copy}.required`));
      return;
    }
    try {
      await decide.mutateAsync(
        isReject
          ? { id: w.id, action: 'reject', reason: text }
          : { id: w.id, action: 'mark-paid', reference: text },
      );
      notify.success(t(isReject ? 'withdrawals.rejected' : 'withdrawals.paid'));
      close();
    } catch (cause) {
      const message = cause instanceof ApiError ? cause.message : '';
      const field = cause instanceof ApiError ? (cause.fields?.reason ?? cause.fields?.reference) : undefined;
      if (field) setError(field);
      notify.error(t(isReject ? 'withdrawals.rejectFailed' : 'withdrawals.paidFailed'), {
        description: field ?? message,
      });
    }
  }

  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t(`withdrawals.${copy}.title`)}
      description={t(`withdrawals.${copy}.description`, { amount, client: w?.clientName ?? '' })}
      onSubmit={submit}
      cancelLabel={t('withdrawals.cancel')}
      submitLabel={t(`withdrawals.${copy}.submit`)}
      busy={decide.isPending}
      destructive={isReject}
    >
      {w && !isReject ? <PayeeDetails key={w.id} withdrawal={w} /> : null}
      <FormField
        id="withdrawal-step-text"
        label={t(`withdrawals.${copy}.field`)}
        hint={t(`withdrawals.${copy}.hint`)}
        error={error}
      >
        {(control) => {
          const props = { ...control, value: text, required: true, onChange: edit };
          return isReject ? <Textarea {...props} maxLength={1000} /> : <Input {...props} maxLength={200} />;
        }}
      </FormField>
    </FormDialog>
  );
}
