import { LanguageSwitcher } from '@web/components/language-switcher';
import { SiteFooter } from '@web/features/public-site';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLink } from './brand-link';
import { LoginMenu } from './login-menu';
import { SkipLink } from './skip-link';

type PublicLayoutProps = {
  children: ReactNode;
  /** In-page section links (the landing page's top navigation). */
  sectionNav?: ReactNode;
  /** Full-width bands instead of one centred column (the landing page). */
  wide?: boolean;
};

/** Letterhead for pages anyone may see: the firm's name, the Login menu, the language choice, the legal footer. */
export function PublicLayout({ children, sectionNav, wide = false }: PublicLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <BrandLink />
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <LoginMenu />
          </div>
        </div>
        {sectionNav ? (
          <nav aria-label={t('nav.label')} className="border-t border-border">
            {sectionNav}
          </nav>
        ) : null}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn('w-full flex-1', !wide && 'mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16')}
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
