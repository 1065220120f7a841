import type { CaseLedger, LedgerEntry } from '@shared/contracts/ledger';
import type { LedgerKind } from '@shared/domain/ledger';
import { DocumentTable } from '@web/components/document-table';
import { formatDate, formatMoney } from '@web/lib/intl';
import type { TFunction } from 'i18next';
import { entryDate, signed } from '../lib/entry-date';

const MEMO_KINDS = new Set<LedgerKind>(['recovery_report', 'report_retraction', 'report_rejection']);

/** A report still awaiting says so; one since closed says it no longer awaits; a closing clears it. */
const memoText = (entry: LedgerEntry) =>
  entry.kind !== 'recovery_report'
    ? 'movements.memoCleared'
    : entry.report?.status === 'awaiting_confirmation'
      ? 'movements.memo'
      : 'movements.memoClosed';

type StatementEntriesProps = {
  t: TFunction<'ledger'>;
  locale: string;
  ledger: CaseLedger;
  rates: { fee: string; share: string };
};

/** Every ledger entry of the case, the free assessment's policy line first, then the totals. */
export function StatementEntries({ t, locale, ledger, rates }: StatementEntriesProps) {
  const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents, ledger.currency, locale));
  return (
    <>
      <h2>{t('statement.title')}</h2>
      <DocumentTable
        columns={[
          { label: t('csv.date') },
          { label: t('csv.kind') },
          { label: t('csv.source') },
          { label: t('csv.reference') },
          { label: t('statement.gross'), figure: true },
          { label: t('statement.fee', { rate: rates.fee }), figure: true },
          { label: t('statement.share', { rate: rates.share }), figure: true },
          { label: t('csv.reason') },
        ]}
        foot={
          <tr>
            <th scope="row" colSpan={4}>
              {t('statement.totals')}
            </th>
            <td className="num">{money(ledger.summary.recoveredAmountCents)}</td>
            <td className="num">{money(ledger.summary.feeAmountCents)}</td>
            <td className="num">{money(ledger.summary.clientShareAmountCents)}</td>
            <td />
          </tr>
        }
      >
        <tr>
          <td colSpan={8}>
            {t('statement.consultation', { amount: money(0) })}
            <br />
            <span className="muted">{t('statement.consultationPolicy')}</span>
          </td>
        </tr>
        {ledger.entries.length === 0 ? (
          <tr>
            <td
              colSpan={8}
            >{`${t('statement.emptyTitle')} ${t('statement.emptyBody', { rate: rates.fee })}`}</td>
          </tr>
        ) : null}
        {ledger.entries.map((entry) =>
          MEMO_KINDS.has(entry.kind) ? (
            // D26: a report and its closing are memo lines; their amount is in words, in no column.
            <tr key={entry.id}>
              <td>{formatDate(entryDate(entry), locale)}</td>
              <td>{t(`kind.${entry.kind}`)}</td>
              <td>{entry.source ? t(`source.${entry.source}`) : ''}</td>
              <td>{entry.reference ?? ''}</td>
              <td className="num" />
              <td className="num" />
              <td className="num" />
              <td className="muted">{t(memoText(entry), { amount: money(entry.amountCents) })}</td>
            </tr>
          ) : (
            <tr key={entry.id}>
              <td>{formatDate(entryDate(entry), locale)}</td>
              <td>{t(`kind.${entry.kind}`)}</td>
              <td>{entry.source ? t(`source.${entry.source}`) : ''}</td>
              <td>{entry.reference ?? ''}</td>
              <td className="num">{money(signed(entry, entry.amountCents))}</td>
              <td className="num">{money(signed(entry, entry.feeAmountCents))}</td>
              <td className="num">{money(signed(entry, entry.clientShareAmountCents))}</td>
              <td>{entry.reason ?? ''}</td>
            </tr>
          ),
        )}
      </DocumentTable>
    </>
  );
}
