import { isLanguage } from '@web/lib/i18n/detect-language';
import { LANGUAGE_DISPLAY } from '@web/lib/i18n/language-names';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredDropdown } from './deferred-dropdown';
import { Flag } from './flag';
import type { LanguageSwitcherProps } from './language-switcher-menu';
import { Button } from './ui/button';

const loadMenu = () => import('./language-switcher-menu').then((m) => m.LanguageSwitcherMenu);

/** The language choice in every header: the current language's flag and name; the menu loads on demand. */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { nativeName } = LANGUAGE_DISPLAY[current];
  return (
    <DeferredDropdown
      load={loadMenu}
      menuProps={props}
      trigger={
        <Button variant="outline" size="sm" aria-label={t('language.current', { name: nativeName })}>
          <Flag language={current} />
          <span className="hidden sm:inline">{nativeName}</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      }
    />
  );
}
