import type { TrailContact, TrailPayment } from '@shared/contracts/payment-trail';
import { EmptyState } from '@web/components/empty-state';
import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormats } from '@web/lib/use-formats';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentTrail } from '../api/get-payment-trail';
import { ContactFormDialog } from './contact-form-dialog';
import { PaymentFormDialog } from './payment-form-dialog';
import { PaymentDetails, PaymentHeading } from './payment-item';
import { type EntryToRemove, RemoveEntryDialog } from './remove-entry-dialog';

type Props = {
  caseId: string;
  /** The case's currency: a new payment starts in it. */
  currency: string;
  /** The client changes only what they entered; the case's team may change any row. */
  audience: 'client' | 'staff';
  /** The heading level of the section's own headings (h3 in the portal tab, h4 in the drawer). */
  headingLevel?: 'h3' | 'h4';
};

/**
 * The payment trail (issue 21): every payment the client made to the scheme and where it went,
 * and every way the scheme reached them. The client and the case's team read the same list.
 */
export function PaymentTrailSection({ caseId, currency, audience, headingLevel = 'h3' }: Props) {
  const { t } = useTranslation('paymentTrail');
  const f = useFormats();
  const query = usePaymentTrail(caseId);
  const [paymentDialog, setPaymentDialog] = useState<{ editing: TrailPayment | null } | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const [removing, setRemoving] = useState<EntryToRemove | null>(null);
  const Heading = headingLevel;

  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const trail = query.data;
  const mayChange = (row: { enteredBy: { role: string } | null }) =>
    audience === 'staff' || row.enteredBy?.role === 'client';
  const byline = (row: TrailPayment | TrailContact) =>
    row.enteredBy
      ? audience === 'client' && row.enteredBy.role === 'client'
        ? t('byline.you')
        : t('byline.person', { name: row.enteredBy.name })
      : null;

  return (
    <div className="grid gap-6">
      <section aria-labelledby={`${caseId}-payments-heading`} className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id={`${caseId}-payments-heading`} className="font-semibold text-navy">
            {t('payments.heading')}
          </Heading>
          <Button size="sm" onClick={() => setPaymentDialog({ editing: null })}>
            <Plus aria-hidden="true" />
            {t('payments.add')}
          </Button>
        </div>
        {trail.totals.length > 0 ? (
          <p className="text-sm text-navy">
            {t('payments.total', {
              count: trail.payments.length,
              amounts: trail.totals.map((x) => f.money(x.amountCents, x.currency)).join(' + '),
            })}
          </p>
        ) : null}
        {trail.payments.length === 0 ? (
          <EmptyState>{t(`payments.empty_${audience}`)}</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {trail.payments.map((p) => (
              <li key={p.id} className="grid gap-2 rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <PaymentHeading payment={p} />
                  {mayChange(p) ? (
                    <div className="flex gap-1">
                      <Button variant="ghost" size="sm" onClick={() => setPaymentDialog({ editing: p })}>
                        <Pencil aria-hidden="true" />
                        {t('payments.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          setRemoving({
                            id: p.id,
                            kind: 'payments',
                            label: `${f.money(p.amountCents, p.currency)} · ${f.date(p.paidOn)}`,
                          })
                        }
                      >
                        <Trash2 aria-hidden="true" />
                        {t('payments.remove')}
                      </Button>
                    </div>
                  ) : null}
                </div>
                <PaymentDetails payment={p} />
                {byline(p) ? <p className="text-xs text-muted-foreground">{byline(p)}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${caseId}-contacts-heading`} className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id={`${caseId}-contacts-heading`} className="font-semibold text-navy">
            {t('contacts.heading')}
          </Heading>
          <Button size="sm" variant="outline" onClick={() => setContactOpen(true)}>
            <Plus aria-hidden="true" />
            {t('contacts.add')}
          </Button>
        </div>
        {trail.contacts.length === 0 ? (
          <EmptyState>{t(`contacts.empty_${audience}`)}</EmptyState>
        ) : (
          <ul className="grid gap-2">
            {trail.contacts.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-4 py-2"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="text-xs text-muted-foreground">
                    {c.messenger ? t(`messengers.${c.messenger}`) : t(`contactKinds.${c.kind}`)}
                  </span>
                  <span className="font-mono text-sm break-all text-navy">{c.value}</span>
                  {byline(c) ? <span className="text-xs text-muted-foreground">{byline(c)}</span> : null}
                </div>
                {mayChange(c) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving({ id: c.id, kind: 'contacts', label: c.value })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('payments.remove')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <PaymentFormDialog
        caseId={caseId}
        currency={currency}
        open={paymentDialog !== null}
        onOpenChange={(open) => !open && setPaymentDialog(null)}
        editing={paymentDialog?.editing ?? null}
      />
      <ContactFormDialog
        caseId={caseId}
        phoneCountry={trail.phoneCountry}
        open={contactOpen}
        onOpenChange={setContactOpen}
      />
      <RemoveEntryDialog caseId={caseId} entry={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
