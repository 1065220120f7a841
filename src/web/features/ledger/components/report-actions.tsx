import type { LedgerEntry } from '@shared/contracts/ledger';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ContextButton } from '@web/components/context-button';
import { FormError } from '@web/components/form-error';
import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { Check, type LucideIcon, Undo2, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmReport, useRejectReport, useRetractReport } from '../api/report-decisions';

const MIN_REASON = 5;

type ReportActionProps = { caseId: string; entry: LedgerEntry };

/** The decision's texts: `<texts>.open`, `.title` (with the amount), `.description`, `.confirm`, `.failed`. */
type DecisionTexts = 'confirmReport' | 'rejectReport' | 'retractReport';

/**
 * One decision on a reported recovery behind a dialog (D26): its open state, its error and the
 * report's amount, formatted. One Idempotency-Key per attempt, kept for a retry after a lost
 * answer and dropped after a clear refusal, like Reverse; the dialog closes once it is done.
 */
function useDecision(entry: LedgerEntry, texts: DecisionTexts, busy: boolean) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const key = useRef<string | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  async function run(send: (idempotencyKey: string) => Promise<void>) {
    setError(undefined);
    key.current ??= crypto.randomUUID();
    try {
      await send(key.current);
      key.current = null;
      setOpen(false);
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.status > 0 && failure.status < 500) key.current = null;
      setError(failure.fields?.reason ?? (failure.message || t(`${texts}.failed`)));
      return false;
    }
  }
  const amountText = f.money(entry.amountCents, entry.currency);
  return { texts, amountText, busy, open, setOpen, error, setError, run };
}

type DecisionDialogProps = {
  /** Its error is cleared when the dialog closes, so it opens again without an old one. */
  decision: ReturnType<typeof useDecision>;
  icon: LucideIcon;
  destructive?: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Under the question: the field, or the server's refusal. */
  children?: ReactNode;
};

/** The button, with the amount in its accessible name, and the dialog it opens. */
function DecisionDialog({ decision, ...props }: DecisionDialogProps) {
  const { t } = useTranslation('ledger');
  const onOpenChange = (next: boolean) => {
    decision.setOpen(next);
    if (!next) decision.setError(undefined);
  };
  return (
    <>
      <ContextButton
        onClick={() => onOpenChange(true)}
        icon={props.icon}
        label={t(`${decision.texts}.open`)}
        context={decision.amountText}
      />
      <ConfirmDialog
        open={decision.open}
        onOpenChange={onOpenChange}
        onSubmit={props.onSubmit}
        title={t(`${decision.texts}.title`, { amount: decision.amountText })}
        description={t(`${decision.texts}.description`)}
        cancelLabel={t('cancel')}
        action={
          <Button type="submit" variant={props.destructive ? 'destructive' : 'default'} busy={decision.busy}>
            {t(`${decision.texts}.confirm`)}
          </Button>
        }
      >
        {props.children ?? <FormError>{decision.error}</FormError>}
      </ConfirmDialog>
    </>
  );
}

/** Confirm (manager, admin; never the reporter): the recovery is booked and split, the client told. */
export function ConfirmReportButton({ caseId, entry }: ReportActionProps) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const confirm = useConfirmReport();
  const decision = useDecision(entry, 'confirmReport', confirm.isPending);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await decision.run(async (idempotencyKey) => {
      const booked = await confirm.mutateAsync({ caseId, txId: entry.id, idempotencyKey });
      notify.success(t('confirmReport.success'), {
        description: t('confirmReport.successBody', {
          amount: decision.amountText,
          fee: f.money(booked.feeAmountCents ?? 0, booked.currency),
          share: f.money(booked.clientShareAmountCents ?? 0, booked.currency),
        }),
      });
    });
  }

  return <DecisionDialog decision={decision} icon={Check} onSubmit={onSubmit} />;
}

/** Reject (manager, admin; never the reporter), with the reason the reporter will read. */
export function RejectReportButton({ caseId, entry }: ReportActionProps) {
  const { t } = useTranslation('ledger');
  const reject = useRejectReport();
  const decision = useDecision(entry, 'rejectReport', reject.isPending);
  const [reason, setReason] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON) {
      decision.setError(t('rejectReport.reasonTooShort', { min: MIN_REASON }));
      return;
    }
    const done = await decision.run(async (idempotencyKey) => {
      await reject.mutateAsync({ caseId, txId: entry.id, reason: reason.trim(), idempotencyKey });
      notify.success(t('rejectReport.success'), {
        description: t('rejectReport.successBody', { amount: decision.amountText }),
      });
    });
    if (done) setReason('');
  }

  return (
    <DecisionDialog decision={decision} icon={X} destructive onSubmit={onSubmit}>
      <TextareaField
        id={`reject-reason-${entry.id}`}
        label={t('rejectReport.reason')}
        error={decision.error}
        hint={t('rejectReport.reasonHint')}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </DecisionDialog>
  );
}

/** Retract (the reporter only): their own report, closed and counting toward nothing. */
export function RetractReportButton({ caseId, entry }: ReportActionProps) {
  const { t } = useTranslation('ledger');
  const retract = useRetractReport();
  const decision = useDecision(entry, 'retractReport', retract.isPending);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await decision.run(async (idempotencyKey) => {
      await retract.mutateAsync({ caseId, txId: entry.id, idempotencyKey });
      notify.success(t('retractReport.success'), {
        description: t('retractReport.successBody', { amount: decision.amountText }),
      });
    });
  }

  return <DecisionDialog decision={decision} icon={Undo2} destructive onSubmit={onSubmit} />;
}
