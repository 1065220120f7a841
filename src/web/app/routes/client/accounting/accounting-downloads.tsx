import { SectionHeading } from '@web/components/section-heading';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { loadTexts } from '@web/lib/i18n/texts';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useAccountingFiles } from './use-accounting-files';

loadTexts('payments');

type Files = ReturnType<typeof useAccountingFiles>;

/**
 * The full accounting to keep: every movement as a spreadsheet, and a printable statement read in
 * the page, for the whole history or a period the client chooses (issue 19 item 5), each opening
 * and closing on the balances of its ends.
 */
export function AccountingDownloads({ files }: { files: Files }) {
  const { t } = useTranslation('payments');
  const { period, setPeriod } = files;
  const backwards = Boolean(period.from && period.to && period.from > period.to);
  const change = (end: 'from' | 'to', value: string) => setPeriod({ ...period, [end]: value || undefined });
  return (
    <section aria-labelledby="accounting-title" className="grid gap-3">
      <SectionHeading id="accounting-title" level={3} title={t('accounting.title')} />
      <p className="text-sm text-muted-foreground">{t('accounting.body')}</p>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('period.legend')}</legend>
        <p className="text-sm text-muted-foreground">{t('period.hint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            id="statement-from"
            label={t('period.from')}
            type="date"
            value={period.from ?? ''}
            max={period.to}
            onChange={(e) => change('from', e.target.value)}
          />
          <InputField
            id="statement-to"
            label={t('period.to')}
            type="date"
            value={period.to ?? ''}
            min={period.from}
            error={backwards ? t('period.backwards') : undefined}
            onChange={(e) => change('to', e.target.value)}
          />
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" disabled={backwards} onClick={() => void files.downloadCsv()}>
          <FileSpreadsheet aria-hidden="true" />
          {t('accounting.csv')}
        </Button>
        <Button variant="outline" disabled={backwards} onClick={() => void files.openStatement()}>
          <FileText aria-hidden="true" />
          {t('accounting.statement')}
        </Button>
      </div>
    </section>
  );
}
