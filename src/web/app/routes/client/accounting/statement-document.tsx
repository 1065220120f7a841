import type { CaseLedger } from '@shared/contracts/ledger';
import type { ClientStatement } from '@shared/contracts/ledger-statement';
import type { Withdrawal } from '@shared/contracts/withdrawals';
import { DocumentTable, FigureRows } from '@web/components/document-table';
import { feeRates, StatementEntries, StatementMovements } from '@web/features/ledger';
import { customLabel } from '@web/features/withdrawals';
import { loadTexts } from '@web/lib/i18n/texts';
import { formatDate, formatDateTime, formatMoney } from '@web/lib/intl';
import type { TFunction } from 'i18next';

loadTexts('payments', 'ledger');

export type StatementProps = {
  t: TFunction<'payments'>;
  /** The ledger feature's texts, for the postings and movements tables it draws. */
  tLedger: TFunction<'ledger'>;
  locale: string;
  title: string;
  reference: string;
  ledger: CaseLedger;
  statement: ClientStatement;
  withdrawals: Withdrawal[];
  feeRateBps: number | undefined;
  closingFigures: { label: string; amountCents: number }[] | undefined;
  /** The period the movements cover (issue 19 item 5); empty for the whole history. */
  period: { from?: string; to?: string };
  generatedAt: string;
};

/** The downloadable statement: every posting, the totals and the balances, in the reader's language. */
export function StatementDocument(props: StatementProps) {
  const { t, locale, ledger } = props;
  const money = (cents: number) => formatMoney(cents, ledger.currency, locale);
  const rates = feeRates(props.feeRateBps, locale);
  const figures = [
    [t('summary.recovered'), ledger.summary.recoveredAmountCents],
    [t('summary.fee', { rate: rates.fee }), ledger.summary.feeAmountCents],
    [t('summary.share', { rate: rates.share }), ledger.summary.clientShareAmountCents],
    [t('summary.paidOut'), ledger.client.paidOutAmountCents],
    [t('summary.held'), ledger.client.heldAmountCents],
    [t('summary.available'), ledger.client.availableBalanceCents],
  ] as const;
  return (
    <main>
      <h1>{props.title}</h1>
      <p>{t('document.case', { reference: props.reference, currency: ledger.currency })}</p>
      <p className="muted">{t('document.prepared', { date: formatDateTime(props.generatedAt, locale) })}</p>
      {props.period.from || props.period.to ? (
        <p>
          {t('period.line', {
            from: props.period.from ? formatDate(props.period.from, locale) : t('period.start'),
            to: props.period.to ? formatDate(props.period.to, locale) : t('period.today'),
          })}
        </p>
      ) : null}
      <p className="notice">{`${t('notice.title')} ${t('notice.body')}`}</p>
      {props.closingFigures ? (
        <>
          <h2>{t('closing.figures')}</h2>
          <table>
            <tbody>
              {props.closingFigures.map((figure) => (
                <tr key={figure.label}>
                  <th scope="row">{figure.label}</th>
                  <td className="num">{money(figure.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <h2>{t('summary.title')}</h2>
      <FigureRows rows={figures} money={money} />
      {ledger.summary.reportedAmountCents > 0 ? (
        // D26: reported and awaiting confirmation, said apart: it is in none of the figures above.
        <p className="muted">
          {`${t('summary.reported', { amount: money(ledger.summary.reportedAmountCents) })}. ${t('summary.reportedHint')}`}
        </p>
      ) : null}
      <StatementEntries t={props.tLedger} locale={locale} ledger={ledger} rates={rates} />
      <StatementMovements t={props.tLedger} locale={locale} statement={props.statement} />
      {props.withdrawals.length > 0 ? (
        <>
          <h2>{t('withdrawals.title')}</h2>
          <DocumentTable
            columns={[
              { label: t('document.requested') },
              { label: t('document.amount'), figure: true },
              { label: t('withdraw.method') },
              { label: t('document.status') },
              { label: t('document.details') },
            ]}
          >
            {props.withdrawals.map((w) => (
              <tr key={w.id}>
                <td>{formatDate(w.createdAt, locale)}</td>
                <td className="num">{formatMoney(w.amountCents, w.currency, locale)}</td>
                <td>{`${customLabel(w.payoutMethod) ?? t(`methods.kind.${w.payoutMethod.kind}`)} ${w.payoutMethod.maskedDetails}`}</td>
                <td>{t(`status.${w.status}`)}</td>
                <td>{w.reason ?? w.paidReference ?? ''}</td>
              </tr>
            ))}
          </DocumentTable>
        </>
      ) : null}
      <p className="muted">{t('document.footer')}</p>
    </main>
  );
}
