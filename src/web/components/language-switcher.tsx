import { LANGUAGES, type Language } from '@shared/domain/languages';
import { changeLanguage } from '@web/lib/i18n/change-language';
import { isLanguage } from '@web/lib/i18n/detect-language';
import { LANGUAGE_DISPLAY } from '@web/lib/i18n/language-names';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Flag } from './flag';
import { Button } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

type LanguageSwitcherProps = {
  /**
   * Called after the page has switched. Signed-in pages use it to store the choice on the
   * account, so emails arrive in that language too.
   */
  onChanged?: (language: Language) => void;
};

/** Every interface language with its flag and its own name (spec §1). */
export function LanguageSwitcher({ onChanged }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { nativeName } = LANGUAGE_DISPLAY[current];

  async function select(value: string) {
    if (!isLanguage(value) || value === current) return;
    await changeLanguage(value);
    onChanged?.(value);
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('language.current', { name: nativeName })}>
          <Flag language={current} />
          <span className="hidden sm:inline">{nativeName}</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
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
