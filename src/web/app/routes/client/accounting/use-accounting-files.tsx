import type { CaseLedger } from '@shared/contracts/ledger';
import { buildAccountingCsv, fileSafe, renderToHtml, statementPage } from '@web/features/ledger';
import { useWithdrawals } from '@web/features/withdrawals';
import { downloadText } from '@web/lib/download';
import { useTranslation } from 'react-i18next';
import { StatementDocument } from './statement-document';

type AccountingArgs = { ledger: CaseLedger; reference: string; feeRateBps: number | undefined };

/** The case's accounting as files the client keeps: a CSV of every entry and an HTML statement. */
export function useAccountingFiles({ ledger, reference, feeRateBps }: AccountingArgs) {
  const { t, i18n } = useTranslation('payments');
  const withdrawals = useWithdrawals();
  const locale = i18n.language;
  const name = fileSafe(reference);

  function downloadCsv() {
    const csv = buildAccountingCsv(ledger.entries, {
      headers: {
        date: t('csv.date'),
        kind: t('csv.kind'),
        source: t('csv.source'),
        reference: t('csv.reference'),
        gross: t('csv.gross'),
        fee: t('csv.fee'),
        clientShare: t('csv.clientShare'),
        currency: t('csv.currency'),
        reason: t('csv.reason'),
      },
      kind: (kind) => t(`kind.${kind}`),
      source: (source) => t(`source.${source}`),
    });
    downloadText(`accounting-${name}.csv`, csv, 'text/csv;charset=utf-8');
  }

  /** The statement, or with closing figures the closing statement, as one standalone HTML file. */
  function downloadStatement(closingFigures?: { label: string; amountCents: number }[]) {
    const title = closingFigures ? t('closing.title') : t('document.title');
    const body = renderToHtml(
      <StatementDocument
        t={t}
        locale={locale}
        title={title}
        reference={reference}
        ledger={ledger}
        withdrawals={(withdrawals.data ?? []).filter((w) => w.currency === ledger.currency)}
        feeRateBps={feeRateBps}
        closingFigures={closingFigures}
        generatedAt={new Date().toISOString()}
      />,
    );
    const file = closingFigures ? `closing-statement-${name}.html` : `statement-${name}.html`;
    downloadText(file, statementPage({ lang: locale, title, body }), 'text/html;charset=utf-8');
  }

  return { downloadCsv, downloadStatement };
}
