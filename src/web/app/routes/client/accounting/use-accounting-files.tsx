import type { CaseLedger } from '@shared/contracts/ledger';
import { useQueryClient } from '@tanstack/react-query';
import {
  buildAccountingCsv,
  type ClientStatement,
  clientStatementQueryOptions,
  type StatementPeriod,
} from '@web/features/ledger';
import { useWithdrawals } from '@web/features/withdrawals';
import { downloadText, fileSafe } from '@web/lib/download';
import { loadTexts } from '@web/lib/i18n/texts';
import { notify } from '@web/lib/notify';
import { renderToHtml } from '@web/lib/render-to-html';
import { statementPage } from '@web/lib/statement-page';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatementDocument } from './statement-document';

loadTexts('payments', 'ledger');

/** "-2026-02-01-2026-02-28" for a period, nothing for the whole history. */
const periodSuffix = (period: StatementPeriod) =>
  period.from || period.to ? `-${period.from ?? 'start'}-${period.to ?? 'today'}` : '';

type AccountingArgs = { ledger: CaseLedger; reference: string; feeRateBps: number | undefined };
export type ClosingFigures = { label: string; amountCents: number }[];
/** The statement being read in the page: its title, the standalone HTML and the file name to keep it as. */
export type ViewedStatement = { title: string; html: string; fileName: string };

/**
 * The client's accounting as files they keep (issue 17 item 7): a CSV of every movement of their
 * money with the running available balance, and a printable statement that opens in the page
 * (a phone cannot show a downloaded HTML file) with Print and Download beside it.
 */
export function useAccountingFiles({ ledger, reference, feeRateBps }: AccountingArgs) {
  const { t, i18n } = useTranslation('payments');
  const { t: tLedger } = useTranslation('ledger');
  const queryClient = useQueryClient();
  const withdrawals = useWithdrawals();
  const [viewed, setViewed] = useState<ViewedStatement | null>(null);
  // Issue 19 item 5: any period, with the balances it opened and closed on (both ends optional).
  const [period, setPeriod] = useState<StatementPeriod>({});
  const locale = i18n.language;
  const name = fileSafe(reference);

  /** Fresh from the server each time, so a file never lags behind the balance on screen. */
  async function loadStatement(): Promise<ClientStatement | null> {
    try {
      return await queryClient.fetchQuery(clientStatementQueryOptions(ledger.currency, period));
    } catch {
      notify.error(t('accounting.failed'));
      return null;
    }
  }

  async function downloadCsv() {
    const statement = await loadStatement();
    if (!statement) return;
    const csv = buildAccountingCsv(statement, {
      headers: {
        booked: t('csv.booked'),
        received: t('csv.received'),
        caseReference: t('csv.caseReference'),
        kind: t('csv.kind'),
        source: t('csv.source'),
        reference: t('csv.reference'),
        receivedAmountHeader: t('csv.receivedAmount'),
        fee: t('csv.fee'),
        paidOutHeader: t('csv.paidOut'),
        availableChangeHeader: t('csv.availableChange'),
        heldChangeHeader: t('csv.heldChange'),
        availableBalanceHeader: t('csv.availableBalance'),
        currency: t('csv.currency'),
        details: t('csv.details'),
      },
      opening: t('csv.opening'),
      closing: t('csv.closing'),
      kind: (kind) => t(`kind.${kind}`),
      source: (source) => t(`source.${source}`),
      memo: {
        reported: (amount) => t('movements.memo', { amount }),
        cleared: (amount) => t('movements.memoCleared', { amount }),
      },
    });
    downloadText(`accounting-${name}${periodSuffix(period)}.csv`, csv, 'text/csv;charset=utf-8');
  }

  /** The statement, or with closing figures the closing statement, opened in the page. */
  async function openStatement(closingFigures?: ClosingFigures) {
    const statement = await loadStatement();
    if (!statement) return;
    const title = closingFigures ? t('closing.title') : t('document.title');
    const body = renderToHtml(
      <StatementDocument
        t={t}
        tLedger={tLedger}
        locale={locale}
        title={title}
        reference={reference}
        ledger={ledger}
        statement={statement}
        withdrawals={(withdrawals.data ?? []).filter((w) => w.currency === ledger.currency)}
        feeRateBps={feeRateBps}
        closingFigures={closingFigures}
        period={closingFigures ? {} : period}
        generatedAt={new Date().toISOString()}
      />,
    );
    const fileName = closingFigures
      ? `closing-statement-${name}.html`
      : `statement-${name}${periodSuffix(period)}.html`;
    setViewed({ title, html: statementPage({ lang: locale, title, body }), fileName });
  }

  return {
    period,
    setPeriod,
    downloadCsv,
    openStatement,
    viewed,
    closeStatement: () => setViewed(null),
    downloadStatement: (statement: ViewedStatement) =>
      downloadText(statement.fileName, statement.html, 'text/html;charset=utf-8'),
  };
}
