import type { AdminFinancials } from '@shared/contracts/insights';
import { Button } from '@web/components/ui/button';
import { downloadText } from '@web/lib/download';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buildFinancialsCsv, financialsFileName } from '../lib/financials-csv';

/** The monthly figures on screen as a CSV file, made in the browser (nothing else is sent anywhere). */
export function ExportCsvButton({ data }: { data: AdminFinancials }) {
  const { t } = useTranslation('insights');
  function download() {
    const csv = buildFinancialsCsv(data, {
      month: t('financials.columns.month'),
      recovered: t('financials.columns.recovered'),
      fees: t('financials.columns.fees'),
      paidOut: t('financials.columns.paidOut'),
      currency: t('financials.columns.currency'),
      total: t('financials.columns.total'),
    });
    downloadText(financialsFileName(data), csv, 'text/csv;charset=utf-8');
  }
  return (
    <Button variant="outline" onClick={download}>
      <Download aria-hidden="true" />
      {t('financials.export')}
    </Button>
  );
}
