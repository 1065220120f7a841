import { Button } from '@web/components/ui/button';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useAccountingFiles } from './use-accounting-files';

type Files = ReturnType<typeof useAccountingFiles>;

/** The full accounting to keep: every entry as a spreadsheet, and a printable statement. */
export function AccountingDownloads({ files }: { files: Files }) {
  const { t } = useTranslation('payments');
  return (
    <section aria-labelledby="accounting-title" className="grid gap-3">
      <h3 id="accounting-title" className="text-lg font-semibold text-navy">
        {t('accounting.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('accounting.body')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={files.downloadCsv}>
          <FileSpreadsheet aria-hidden="true" />
          {t('accounting.csv')}
        </Button>
        <Button variant="outline" onClick={() => files.downloadStatement()}>
          <FileText aria-hidden="true" />
          {t('accounting.statement')}
        </Button>
      </div>
    </section>
  );
}
