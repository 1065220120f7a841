import type { ClientStatement } from '@shared/contracts/ledger-statement';
import { DocumentTable } from '@web/components/document-table';
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
      <DocumentTable
        columns={[
          { label: t('csv.booked') },
          { label: t('csv.kind') },
          { label: t('csv.caseReference') },
          { label: t('csv.availableChange'), figure: true },
          { label: t('csv.availableBalance'), figure: true },
        ]}
        foot={
          <tr>
            <th scope="row" colSpan={4}>
              {t('csv.closing')}
            </th>
            <td className="num">{money(statement.closingBalanceCents)}</td>
          </tr>
        }
      >
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
      </DocumentTable>
    </>
  );
}
