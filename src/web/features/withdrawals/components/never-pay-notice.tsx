import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * D6: always on screen. The usual second fraud against a victim is an "unlock fee"; saying
 * plainly that we never ask for one lets the client recognise it, whoever claims to be us.
 */
export function NeverPayNotice() {
  const { t } = useTranslation('withdrawals');
  return (
    <aside
      aria-labelledby="never-pay-title"
      className="flex gap-3 rounded-lg border border-primary/30 bg-muted p-4 text-navy print:hidden"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
      <div className="grid gap-1">
        <p id="never-pay-title" className="font-semibold">
          {t('notice.title')}
        </p>
        <p className="text-sm">{t('notice.body')}</p>
      </div>
    </aside>
  );
}
