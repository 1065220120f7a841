import { SectionHeading } from '@web/components/section-heading';
import { Button } from '@web/components/ui/button';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useAccountingFiles } from './use-accounting-files';

type Files = ReturnType<typeof useAccountingFiles>;

/** The full accounting to keep: every movement as a spreadsheet, and a printable statement read in the page. */
export function AccountingDownloads({ files }: { files: Files }) {
  const { t } = useTranslation('payments');
  return (
    <section aria-labelledby="accounting-title" className="grid gap-3">
      <SectionHeading id="accounting-title" level={3} title={t('accounting.title')} />
      <p className="text-sm text-muted-foreground">{t('accounting.body')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => void files.downloadCsv()}>
          <FileSpreadsheet aria-hidden="true" />
          {t('accounting.csv')}
        </Button>
        <Button variant="outline" onClick={() => void files.openStatement()}>
          <FileText aria-hidden="true" />
          {t('accounting.statement')}
        </Button>
      </div>
    </section>
  );
}
