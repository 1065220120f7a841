import { AppLink } from '@web/lib/navigation';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The firm's name, set like a letterhead; always leads home. */
export function BrandLink() {
  const { t } = useTranslation();
  return (
    <AppLink
      to="/"
      className="inline-flex items-center gap-2 rounded-sm font-serif text-xl font-semibold tracking-tight text-navy"
    >
      <Scale aria-hidden="true" className="size-5 text-primary" />
      {t('appName')}
    </AppLink>
  );
}
