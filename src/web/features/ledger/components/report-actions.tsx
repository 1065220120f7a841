import type { LedgerEntry } from '@shared/contracts/ledger';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { Check, Undo2, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmReport, useRejectReport, useRetractReport } from '../api/report-decisions';

const MIN_REASON = 5;

type ReportActionProps = { caseId: string; entry: LedgerEntry };

/**
 * One decision on a reported recovery behind a dialog (D26). One Idempotency-Key per attempt,
 * kept for a retry after a lost answer and dropped after a clear refusal, like Reverse.
 */
function useDecision() {
  const key = useRef<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  async function run(send: (idempotencyKey: string) => Promise<void>, failed: string) {
    setError(undefined);
    key.current ??= crypto.randomUUID();
    try {
      await send(key.current);
      key.current = null;
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.status > 0 && failure.status < 500) key.current = null;
      setError(failure.fields?.reason ?? (failure.message || failed));
      return false;
    }
  }
  return { error, setError, run };
}

type DecisionDialogProps = {
  /** The decision's texts: `<texts>.open`, `.title` (with the amount), `.description`, `.confirm`. */
  texts: 'confirmReport' | 'rejectReport' | 'retractReport';
  /** The report's amount, formatted: in the title and the button's accessible name. */
  amountText: string;
  icon: ReactNode;
  destructive?: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Cleared when the dialog closes, so it opens again without an old error. */
  decision: ReturnType<typeof useDecision>;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children?: ReactNode;
};

function DecisionDialog(props: DecisionDialogProps) {
  const { t } = useTranslation('ledger');
  const onOpenChange = (next: boolean) => {
    props.setOpen(next);
    if (!next) props.decision.setError(undefined);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => onOpenChange(true)}>
        {props.icon}
        {t(`${props.texts}.open`)}
        <span className="sr-only">{` ${props.amountText}`}</span>
      </Button>
      <ConfirmDialog
        open={props.open}
        onOpenChange={onOpenChange}
        onSubmit={props.onSubmit}
        title={t(`${props.texts}.title`, { amount: props.amountText })}
        description={t(`${props.texts}.description`)}
        cancelLabel={t('cancel')}
        action={
          <Button type="submit" variant={props.destructive ? 'destructive' : 'default'} busy={props.busy}>
            {t(`${props.texts}.confirm`)}
          </Button>
        }
      >
        {props.children}
      </ConfirmDialog>
    </>
  );
}

/** Confirm (manager, admin; never the reporter): the recovery is booked and split, the client told. */
export function ConfirmReportButton({ caseId, entry }: ReportActionProps) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const confirm = useConfirmReport();
  const decision = useDecision();
  const [open, setOpen] = useState(false);
  const amount = f.money(entry.amountCents, entry.currency);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const done = await decision.run(async (idempotencyKey) => {
      const booked = await confirm.mutateAsync({ caseId, txId: entry.id, idempotencyKey });
      notify.success(t('confirmReport.success'), {
        description: t('confirmReport.successBody', {
          amount,
          fee: f.money(booked.feeAmountCents ?? 0, booked.currency),
          share: f.money(booked.clientShareAmountCents ?? 0, booked.currency),
        }),
      });
    }, t('confirmReport.failed'));
    if (done) setOpen(false);
  }

  return (
    <DecisionDialog
      texts="confirmReport"
      amountText={amount}
      icon={<Check aria-hidden="true" />}
      open={open}
      setOpen={setOpen}
      decision={decision}
      busy={confirm.isPending}
      onSubmit={onSubmit}
    >
      <FormError>{decision.error}</FormError>
    </DecisionDialog>
  );
}

/** Reject (manager, admin; never the reporter), with the reason the reporter will read. */
export function RejectReportButton({ caseId, entry }: ReportActionProps) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const reject = useRejectReport();
  const decision = useDecision();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const amount = f.money(entry.amountCents, entry.currency);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON) {
      decision.setError(t('rejectReport.reasonTooShort', { min: MIN_REASON }));
      return;
    }
    const done = await decision.run(async (idempotencyKey) => {
      await reject.mutateAsync({ caseId, txId: entry.id, reason: reason.trim(), idempotencyKey });
      notify.success(t('rejectReport.success'), { description: t('rejectReport.successBody', { amount }) });
    }, t('rejectReport.failed'));
    if (done) {
      setOpen(false);
      setReason('');
    }
  }

  return (
    <DecisionDialog
      texts="rejectReport"
      amountText={amount}
      icon={<X aria-hidden="true" />}
      destructive
      open={open}
      setOpen={setOpen}
      decision={decision}
      busy={reject.isPending}
      onSubmit={onSubmit}
    >
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
  const f = useFormats();
  const retract = useRetractReport();
  const decision = useDecision();
  const [open, setOpen] = useState(false);
  const amount = f.money(entry.amountCents, entry.currency);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const done = await decision.run(async (idempotencyKey) => {
      await retract.mutateAsync({ caseId, txId: entry.id, idempotencyKey });
      notify.success(t('retractReport.success'), { description: t('retractReport.successBody', { amount }) });
    }, t('retractReport.failed'));
    if (done) setOpen(false);
  }

  return (
    <DecisionDialog
      texts="retractReport"
      amountText={amount}
      icon={<Undo2 aria-hidden="true" />}
      destructive
      open={open}
      setOpen={setOpen}
      decision={decision}
      busy={retract.isPending}
      onSubmit={onSubmit}
    >
      <FormError>{decision.error}</FormError>
    </DecisionDialog>
  );
}
