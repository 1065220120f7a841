import type { CaseLedger } from '@shared/contracts/ledger';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../lib/use-money';
import { FeeStatementRow } from './fee-statement-row';

type FeeStatementProps = { ledger: CaseLedger; feeRateBps: number | undefined };

const cell = 'px-2 py-2 text-right tabular-nums sm:px-3';

/**
 * D6: every recovery, the fee deducted from it and the client's share, as the ledger recorded
 * them (fee and share per entry come from the API, never computed here); reversals with reasons.
 */
export function FeeStatement({ ledger, feeRateBps }: FeeStatementProps) {
  const { t } = useTranslation('payments');
  const { money, rates } = useMoney(ledger.currency, feeRateBps);
  const entries = ledger.entries.filter((e) => e.kind === 'recovery' || e.kind === 'reversal');
  return (
    <section aria-labelledby="fee-statement-title" className="grid gap-3">
      <h3 id="fee-statement-title" className="text-lg font-semibold text-navy">
        {t('statement.title')}
      </h3>
      <div className="rounded-lg border border-border">
        <table className="w-full text-sm">
          <thead className="bg-muted text-left text-navy">
            <tr>
              <th scope="col" className="px-2 sm:px-3 py-2 font-medium">
                {t('statement.received')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('statement.gross')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('statement.fee', { rate: rates.fee })}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('statement.share', { rate: rates.share })}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            <tr>
              <td colSpan={4} className="px-2 sm:px-3 py-2">
                <p className="text-navy">{t('statement.consultation', { amount: money(0) })}</p>
                <p className="text-xs text-muted-foreground">{t('statement.consultationPolicy')}</p>
              </td>
            </tr>
            {entries.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-2 sm:px-3 py-4">
                  <p className="font-medium text-navy">{t('statement.emptyTitle')}</p>
                  <p className="text-muted-foreground">{t('statement.emptyBody', { rate: rates.fee })}</p>
                </td>
              </tr>
            ) : (
              entries.map((entry) => <FeeStatementRow key={entry.id} entry={entry} />)
            )}
          </tbody>
          {entries.length > 0 ? (
            <tfoot className="border-t-2 border-border font-semibold text-navy">
              <tr>
                <th scope="row" className="px-2 sm:px-3 py-2 text-left">
                  {t('statement.totals')}
                </th>
                <td className={cell}>{money(ledger.summary.recoveredAmount)}</td>
                <td className={cell}>{money(ledger.summary.feeAmount)}</td>
                <td className={cell}>{money(ledger.summary.clientShareAmount)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  );
}
