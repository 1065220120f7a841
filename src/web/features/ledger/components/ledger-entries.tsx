import type { LedgerEntry } from '@shared/contracts/ledger';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';
import { ReverseRecoveryButton } from './reverse-recovery-button';

/**
 * The case's ledger, newest first: each recovery with its fee and share, source and reference.
 * A recovery not yet reversed can be reversed (a correcting entry; nothing is ever edited).
 */
export function LedgerEntries({ caseId, entries }: { caseId: string; entries: LedgerEntry[] }) {
  const { t } = useTranslation('clients');
  const f = useFormats();
  const rows = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby="ledger-heading" className="grid gap-2">
      <h3 id="ledger-heading" className="font-semibold text-navy">
        {t('ledger.title')}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('ledger.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3 text-sm"
            >
              <div className="grid gap-0.5">
                <p className="font-medium">
                  {t(`ledger.kind.${entry.kind}`)}
                  {' · '}
                  <span className="tabular-nums">{f.money(entry.amountCents, entry.currency)}</span>
                </p>
                {entry.kind === 'recovery' ? (
                  <p className="text-muted-foreground">
                    {t('ledger.recoveryLine', {
                      fee: f.money(entry.feeAmountCents ?? 0, entry.currency),
                      share: f.money(entry.clientShareAmountCents ?? 0, entry.currency),
                      source: entry.source ? t(`sources.${entry.source}`) : t('none'),
                      reference: entry.reference ?? t('none'),
                      date: f.date(entry.receivedAt ?? entry.createdAt),
                    })}
                  </p>
                ) : (
                  <p className="text-muted-foreground">
                    {entry.reason
                      ? t('ledger.otherLineWithReason', {
                          date: f.date(entry.createdAt),
                          reason: entry.reason,
                        })
                      : t('ledger.otherLine', { date: f.date(entry.createdAt) })}
                  </p>
                )}
                {entry.reversedById ? <p className="text-muted-foreground">{t('ledger.reversed')}</p> : null}
              </div>
              {entry.kind === 'recovery' && !entry.reversedById ? (
                <ReverseRecoveryButton caseId={caseId} entry={entry} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
