import type { Lead, LeadListItem } from '@shared/contracts/leads';
import { nextLeadStatus } from '@shared/domain/leads';
import { ContextButton } from '@web/components/context-button';
import { Button } from '@web/components/ui/button';
import { countryName, formatDate, formatMoney } from '@web/lib/intl';
import { FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConflictPanel } from './conflict-panel';
import { ContactLeadDialog } from './contact-lead-dialog';
import { ConvertLeadDialog } from './convert-lead-dialog';
import { LeadStatusBadge } from './lead-status-badge';
import { QualifyLeadDialog } from './qualify-lead-dialog';
import { RejectLeadDialog } from './reject-lead-dialog';

/** One lead: who, where, what was lost, and the steps its state allows (shared/domain/leads). */
export function LeadCard({
  lead,
  openCase,
  onConverted,
}: {
  lead: LeadListItem;
  openCase: (caseId: string) => void;
  onConverted: (lead: Lead) => void;
}) {
  const { t, i18n } = useTranslation('leads');
  const locale = i18n.language;
  const name = `${lead.firstName} ${lead.lastName}`;
  const can = (action: 'contact' | 'qualify' | 'convert' | 'reject') =>
    nextLeadStatus(lead.status, action) !== null;
  const facts: [string, string][] = [
    [t('fields.country'), lead.country === 'other' ? t('otherCountry') : countryName(lead.country, locale)],
    [t('fields.fraudType'), t(`fraudTypes.${lead.fraudType}`)],
    [t('fields.amountLost'), formatMoney(lead.amountLostCents, lead.currency, locale)],
    [t('fields.created'), formatDate(lead.createdAt, locale)],
    [t('fields.reference'), lead.caseReference],
  ];
  return (
    <li className="grid gap-3 rounded-md border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-navy">{name}</h3>
        <LeadStatusBadge status={lead.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {lead.description ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t('description')}</summary>
          <p className="mt-1 whitespace-pre-line text-muted-foreground">{lead.description}</p>
        </details>
      ) : null}
      {lead.rejectReason ? (
        <p className="text-sm text-muted-foreground">{t('rejectedBecause', { reason: lead.rejectReason })}</p>
      ) : null}
      {lead.conflicts > 0 ? <ConflictPanel lead={lead} name={name} openCase={openCase} /> : null}
      <div className="flex flex-wrap gap-2">
        {can('contact') ? <ContactLeadDialog lead={lead} name={name} /> : null}
        {can('qualify') ? <QualifyLeadDialog lead={lead} name={name} /> : null}
        {can('convert') && lead.conflictOpen ? (
          // Converting waits for a decision on the conflict (issue 21 item 5); the reason stands beside it.
          <ContextButton
            variant="default"
            disabled
            aria-describedby={`convert-blocked-${lead.id}`}
            icon={FolderPlus}
            label={t('convert.open')}
            context={name}
          />
        ) : can('convert') ? (
          <ConvertLeadDialog lead={lead} name={name} onConverted={onConverted} />
        ) : null}
        {can('reject') ? <RejectLeadDialog lead={lead} name={name} /> : null}
        {lead.status === 'converted' ? (
          <Button variant="link" size="sm" onClick={() => openCase(lead.caseId)}>
            {t('openCase')}
          </Button>
        ) : null}
      </div>
      {can('convert') && lead.conflictOpen ? (
        <p id={`convert-blocked-${lead.id}`} className="text-sm text-muted-foreground">
          {t('conflicts.convertBlocked')}
        </p>
      ) : null}
    </li>
  );
}
