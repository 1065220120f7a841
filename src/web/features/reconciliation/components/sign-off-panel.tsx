import type { Reconciliation, SignOff } from '@shared/contracts/reconciliation';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { formatMonth } from '@web/lib/chart-format';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { BadgeCheck, PenLine } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOffMonth } from '../api/sign-off';

/** The stored sign-off: who, when, and the figures as they were signed (they never change). */
function SignedOff({ signOff }: { signOff: SignOff }) {
  const { t } = useTranslation('reconciliation');
  const f = useFormats();
  const money = (cents: number) => f.money(cents, signOff.currency);
  return (
    <div className="grid gap-2 rounded-lg border border-primary/30 bg-muted p-4 text-sm text-navy">
      <p className="flex items-center gap-2 font-medium">
        <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {t('signOff.signedBy', { name: signOff.signedByName, date: f.dateTime(signOff.signedAt) })}
      </p>
      <p className="text-muted-foreground">{t('signOff.storedFigures')}</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <Figure label={t('figures.bank.title')} value={money(signOff.bankBalanceCents)} />
        <Figure label={t('figures.ledger.title')} value={money(signOff.ledgerBalanceCents)} />
        <Figure label={t('figures.clients.title')} value={money(signOff.clientBalanceCents)} />
        <Figure label={t('figures.fees.title')} value={money(signOff.feesHeldCents)} />
      </dl>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt>{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * "Sign off this month": while anything blocks it the button is disabled and says why (the
 * blockers are listed above it); otherwise a confirmation naming the month, the currency and the
 * three figures. One Idempotency-Key per attempt, kept for a retry after a lost answer.
 */
export function SignOffPanel({ data }: { data: Reconciliation }) {
  const { t, i18n } = useTranslation('reconciliation');
  const f = useFormats();
  const signOff = useSignOffMonth();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const key = useRef<string | null>(null);
  const reasonId = useId();
  if (data.signedOff) return <SignedOff signOff={data.signedOff} />;

  const month = formatMonth(data.month, i18n.language, 'long');
  const money = (cents: number | null) =>
    cents === null ? t('figures.bank.none') : f.money(cents, data.currency);
  const blocked = data.blockers.length > 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    key.current ??= crypto.randomUUID();
    try {
      await signOff.mutateAsync({ month: data.month, currency: data.currency, idempotencyKey: key.current });
      key.current = null;
      notify.success(t('signOff.success', { month, currency: data.currency }));
      setOpen(false);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.status > 0 && failure.status < 500) key.current = null;
      setError(failure.message || t('signOff.failed'));
    }
  }

  return (
    <div className="grid gap-2">
      <div>
        <Button
          onClick={() => setOpen(true)}
          disabled={blocked}
          aria-describedby={blocked ? reasonId : undefined}
        >
          <PenLine aria-hidden="true" />
          {t('signOff.open')}
        </Button>
      </div>
      {blocked ? (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {t('signOff.blocked')}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(undefined);
        }}
        onSubmit={onSubmit}
        title={t('signOff.title', { month, currency: data.currency })}
        description={t('signOff.description', { month, currency: data.currency })}
        cancelLabel={t('signOff.cancel')}
        action={
          <Button type="submit" busy={signOff.isPending}>
            {t('signOff.confirm')}
          </Button>
        }
      >
        <dl className="grid gap-1 text-sm text-navy">
          <Figure label={t('figures.bank.title')} value={money(data.bankBalanceCents)} />
          <Figure label={t('figures.ledger.title')} value={money(data.ledgerBalanceCents)} />
          <Figure label={t('figures.clients.title')} value={money(data.clientBalanceCents)} />
        </dl>
        <FormError>{error}</FormError>
      </ConfirmDialog>
    </div>
  );
}
