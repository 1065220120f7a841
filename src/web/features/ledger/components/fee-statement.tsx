import type { CaseLedger } from '@shared/contracts/ledger';
import { ColumnHeads } from '@web/components/column-heads';
import { SectionHeading } from '@web/components/section-heading';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';
import { feeRates } from '../lib/money';
import { AwaitingReports } from './awaiting-reports';
import { FeeStatementCards } from './fee-statement-cards';
import { FeeStatementRow } from './fee-statement-row';

type FeeStatementProps = { ledger: CaseLedger; feeRateBps: number | undefined };

const total = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

/**
 * D6: every recovery, the fee deducted from it and the client's share, as the ledger recorded
 * them (fee and share per entry come from the API, never computed here); reversals with reasons.
 * A table from 640 px, cards below (FeeStatementCards).
 */
export function FeeStatement({ ledger, feeRateBps }: FeeStatementProps) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const rates = feeRates(feeRateBps, f.locale);
  const entries = ledger.entries.filter((e) => e.kind === 'recovery' || e.kind === 'reversal');
  // D26: reports still awaiting confirmation are listed apart; a retracted or rejected one never
  // counted and is not listed here (the case's activity and the accounting files still show it).
  const awaiting = ledger.entries.filter((e) => e.report?.status === 'awaiting_confirmation');
  return (
    <section aria-labelledby="fee-statement-title" className="grid gap-3">
      <SectionHeading id="fee-statement-title" level={3} title={t('statement.title')} />
      <div className="rounded-lg border border-dashed border-border p-3 text-sm">
        <p className="text-navy">{t('statement.consultation', { amount: f.money(0, ledger.currency) })}</p>
        <p className="text-xs text-muted-foreground">{t('statement.consultationPolicy')}</p>
      </div>
      {awaiting.length > 0 ? <AwaitingReports entries={awaiting} /> : null}
      {entries.length === 0 ? (
        <div className="rounded-lg border border-border p-4 text-sm">
          <p className="font-medium text-navy">{t('statement.emptyTitle')}</p>
          <p className="text-muted-foreground">{t('statement.emptyBody', { rate: rates.fee })}</p>
        </div>
      ) : (
        <>
          <FeeStatementCards ledger={ledger} entries={entries} feeRateBps={feeRateBps} />
          <div className="hidden rounded-lg border border-border sm:block">
            <table className="w-full text-sm">
              <thead className="bg-muted text-navy">
                <ColumnHeads
                  columns={[
                    { label: t('statement.received') },
                    { label: t('statement.gross'), figure: true },
                    { label: t('statement.fee', { rate: rates.fee }), figure: true },
                    { label: t('statement.share', { rate: rates.share }), figure: true },
                  ]}
                />
              </thead>
              <tbody className="divide-y divide-border">
                {entries.map((entry) => (
                  <FeeStatementRow key={entry.id} entry={entry} />
                ))}
              </tbody>
              <tfoot className="border-t-2 border-border font-semibold text-navy">
                <tr>
                  <th scope="row" className="px-3 py-2 text-left">
                    {t('statement.totals')}
                  </th>
                  <td className={total}>{f.money(ledger.summary.recoveredAmountCents, ledger.currency)}</td>
                  <td className={total}>{f.money(ledger.summary.feeAmountCents, ledger.currency)}</td>
                  <td className={total}>{f.money(ledger.summary.clientShareAmountCents, ledger.currency)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
