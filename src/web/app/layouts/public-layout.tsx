import { LanguageSwitcher } from '@web/components/language-switcher';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLink } from './brand-link';
import { LoginMenu } from './login-menu';
import { SkipLink } from './skip-link';

/** Letterhead for pages anyone may see: the firm's name, the Login menu and the language choice. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <BrandLink />
          <nav aria-label={t('nav.label')} className="flex items-center gap-2">
            <LanguageSwitcher />
            <LoginMenu />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 sm:py-16">
        {children}
      </main>
      <footer className="border-t border-border bg-muted">
        <div className="mx-auto max-w-5xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t('footer.note')}
        </div>
      </footer>
    </div>
  );
}
