import type { Reconciliation } from '@shared/contracts/reconciliation';
import { Button } from '@web/components/ui/button';
import { formatMonth } from '@web/lib/chart-format';
import { downloadText } from '@web/lib/download';
import { renderToHtml } from '@web/lib/render-to-html';
import { statementPage } from '@web/lib/statement-page';
import { Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buildReconciliationCsv, reconciliationFileName } from '../lib/reconciliation-csv';
import { ReconciliationDocument } from './reconciliation-document';

/**
 * Prints a standalone page in a hidden frame (its own styles, no script; the CSP forbids writing
 * into a second window), so only the reconciliation is printed, not the console around it.
 */
function printHtml(html: string) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.onload = () => {
    frame.contentWindow?.print();
    // The print dialog blocks until closed in most browsers; remove the frame a while after.
    setTimeout(() => frame.remove(), 60_000);
  };
  frame.srcdoc = html;
  document.body.append(frame);
}

/** Print and Download CSV: both made in the browser from the answer on screen; nothing is sent anywhere. */
export function ReconciliationActions({ data }: { data: Reconciliation }) {
  const { t, i18n } = useTranslation('reconciliation');
  const locale = i18n.language;

  function print() {
    const title = t('print.heading', {
      month: formatMonth(data.month, locale, 'long'),
      currency: data.currency,
    });
    const body = renderToHtml(
      <ReconciliationDocument t={t} locale={locale} data={data} printedAt={new Date().toISOString()} />,
    );
    printHtml(statementPage({ lang: locale, title, body }));
  }

  function download() {
    const csv = buildReconciliationCsv(data, {
      headers: {
        line: t('csv.line'),
        date: t('items.columns.date'),
        amountHeader: t('items.columns.amount'),
        currency: t('csv.currency'),
        description: t('items.columns.description'),
        caseReference: t('items.columns.case'),
        reason: t('items.columns.reason'),
      },
      figures: {
        bank: t('figures.bank.title'),
        ledger: t('figures.ledger.title'),
        clients: t('figures.clients.title'),
        heldFees: t('figures.fees.title'),
        unexplained: t('unexplained.title'),
      },
      kind: (kind) => t(`kind.${kind}`),
    });
    downloadText(reconciliationFileName(data), csv, 'text/csv;charset=utf-8');
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={print}>
        <Printer aria-hidden="true" />
        {t('print.button')}
      </Button>
      <Button variant="outline" onClick={download}>
        <Download aria-hidden="true" />
        {t('csv.button')}
      </Button>
    </div>
  );
}
