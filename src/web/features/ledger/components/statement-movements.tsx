import type { ClientStatement } from '@shared/contracts/ledger-statement';
import { formatDate, formatMoney } from '@web/lib/intl';
import type { TFunction } from 'i18next';

type StatementMovementsProps = { t: TFunction<'ledger'>; locale: string; statement: ClientStatement };

/**
 * For the printable statement: every movement of the client's money with the available balance
 * after it, between the opening and closing balances (issue 17 item 7).
 */
export function StatementMovements({ t, locale, statement }: StatementMovementsProps) {
  const money = (cents: number) => formatMoney(cents, statement.currency, locale);
  return (
    <>
      <h2>{t('movements.title')}</h2>
      <p className="muted">{t('movements.intro')}</p>
      <div className="scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('csv.booked')}</th>
              <th scope="col">{t('csv.kind')}</th>
              <th scope="col">{t('csv.caseReference')}</th>
              <th scope="col" className="num">
                {t('csv.availableChange')}
              </th>
              <th scope="col" className="num">
                {t('csv.availableBalance')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" colSpan={4}>
                {t('csv.opening')}
              </th>
              <td className="num">{money(statement.openingBalanceCents)}</td>
            </tr>
            {statement.lines.map((line) => (
              <tr key={line.id}>
                <td>{formatDate(line.bookedAt, locale)}</td>
                <td>
                  {t(`kind.${line.kind}`)}
                  {line.reportedChangeCents === 0 ? null : (
                    // D26: what is reported and awaiting confirmation is a memo, never in the balance.
                    <>
                      <br />
                      <span className="muted">
                        {t(line.reportedChangeCents > 0 ? 'movements.memo' : 'movements.memoCleared', {
                          amount: money(Math.abs(line.reportedChangeCents)),
                        })}
                      </span>
                    </>
                  )}
                </td>
                <td>{line.caseReference ?? ''}</td>
                <td className="num">{money(line.availableChangeCents)}</td>
                <td className="num">{money(line.availableBalanceCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('csv.closing')}
              </th>
              <td className="num">{money(statement.closingBalanceCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
