import { LANGUAGES, type Language } from '@shared/domain/languages';
import { changeLanguage } from '@web/lib/i18n/change-language';
import { isLanguage } from '@web/lib/i18n/detect-language';
import { LANGUAGE_DISPLAY } from '@web/lib/i18n/language-names';
import { useTranslation } from 'react-i18next';
import type { DropdownProps } from './deferred-dropdown';
import { Flag } from './flag';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

export type LanguageSwitcherProps = {
  /**
   * Called after the page has switched. Signed-in pages use it to store the choice on the
   * account, so emails arrive in that language too.
   */
  onChanged?: (language: Language) => void;
};

/** Every interface language with its flag and its own name (spec §1); loaded by LanguageSwitcher. */
export function LanguageSwitcherMenu({
  onChanged,
  trigger,
  defaultOpen,
}: LanguageSwitcherProps & DropdownProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  async function select(value: string) {
    if (!isLanguage(value) || value === current) return;
    await changeLanguage(value);
    onChanged?.(value);
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={(value) => void select(value)}>
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem key={language} value={language} lang={language}>
              <Flag language={language} />
              {LANGUAGE_DISPLAY[language].nativeName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
