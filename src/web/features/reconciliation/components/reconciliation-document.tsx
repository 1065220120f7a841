import type { Reconciliation } from '@shared/contracts/reconciliation';
import { DocumentTable, FigureRows } from '@web/components/document-table';
import { formatMonth } from '@web/lib/chart-format';
import { formatDate, formatDateTime, formatMoney } from '@web/lib/intl';
import type { TFunction } from 'i18next';
import { formatSignedMoney } from '../lib/signed-money';

type DocumentProps = {
  /** The section's translator (the reconciliation namespace): rendered outside the app's tree. */
  t: TFunction<'reconciliation'>;
  locale: string;
  data: Reconciliation;
  printedAt: string;
};

/**
 * The printable reconciliation: the same answer as the screen, as a standalone page (styled by
 * statementPage) — the figures, every itemised difference, what blocks the sign-off or who signed.
 */
export function ReconciliationDocument({ t, locale, data, printedAt }: DocumentProps) {
  const money = (cents: number | null) =>
    cents === null ? t('figures.bank.none') : formatMoney(cents, data.currency, locale);
  const month = formatMonth(data.month, locale, 'long');
  const rows: [string, number | null][] = [
    [t('figures.bank.title'), data.bankBalanceCents],
    [t('figures.ledger.title'), data.ledgerBalanceCents],
    [t('figures.clients.title'), data.clientBalanceCents],
    [t('figures.fees.title'), data.feesHeldCents],
    [t('unexplained.title'), data.unexplainedDifferenceCents],
  ];
  return (
    <>
      <h1>{t('print.heading', { month, currency: data.currency })}</h1>
      <p className="muted">
        {t('showing', { month, currency: data.currency, date: formatDate(data.asOf, locale) })}
      </p>
      <p className="muted">
        {data.statementDate
          ? t('print.statement', {
              reference: data.statementRef ?? '—',
              date: formatDate(data.statementDate, locale),
            })
          : t('figures.bank.noneNote')}
      </p>
      <p className="muted">{t('print.printedAt', { date: formatDateTime(printedAt, locale) })}</p>
      <h2>{t('print.figures')}</h2>
      <FigureRows rows={rows} money={money} />
      <h2>{t('items.title')}</h2>
      {data.items.length === 0 ? (
        <p>{t('items.empty')}</p>
      ) : (
        <DocumentTable
          columns={[
            { label: t('items.columns.kind') },
            { label: t('items.columns.date') },
            { label: t('items.columns.amount'), figure: true },
            { label: t('items.columns.description') },
            { label: t('items.columns.case') },
            { label: t('items.columns.reason') },
          ]}
        >
          {data.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items carry no id; rendered once to static HTML, never reordered.
            <tr key={`${item.kind}-${item.date}-${index}`}>
              <td>{t(`kind.${item.kind}`)}</td>
              <td>{formatDate(item.date, locale)}</td>
              <td className="num">{formatSignedMoney(item.amountCents, data.currency, locale)}</td>
              <td>{item.description ?? '—'}</td>
              <td>{item.caseReference ?? '—'}</td>
              <td>{item.reason ?? '—'}</td>
            </tr>
          ))}
        </DocumentTable>
      )}
      <h2>{t('signOff.heading')}</h2>
      {data.signedOff ? (
        <div className="notice">
          <p>
            {t('signOff.signedBy', {
              name: data.signedOff.signedByName,
              date: formatDateTime(data.signedOff.signedAt, locale),
            })}
          </p>
          <p>
            {t('print.signedFigures', {
              bank: money(data.signedOff.bankBalanceCents),
              ledger: money(data.signedOff.ledgerBalanceCents),
              clients: money(data.signedOff.clientBalanceCents),
              fees: money(data.signedOff.feesHeldCents),
            })}
          </p>
        </div>
      ) : data.blockers.length > 0 ? (
        <ul>
          {data.blockers.map((blocker) => (
            <li key={blocker}>{t(`blockers.${blocker}.title`)}</li>
          ))}
        </ul>
      ) : (
        <p>{t('print.notSigned')}</p>
      )}
    </>
  );
}
