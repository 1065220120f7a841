import { LanguageSwitcher } from '@web/components/language-switcher';
import { type CurrentUser, LogoutButton, useSaveLanguageToAccount } from '@web/features/auth';
import { NotificationsBell } from '@web/features/notifications';
import { loadTexts } from '@web/lib/i18n/texts';
import { useDocumentTitle } from '@web/lib/use-document-title';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSecurityLink } from './account-security-link';
import { BrandLink } from './brand-link';
import { SkipLink } from './skip-link';

loadTexts('dashboard');

type DashboardLayoutProps = {
  user: CurrentUser;
  /** The workspace's name, e.g. "Client portal". */
  workspace: string;
  /** A short identifier under the name (client reference, Bar ID), when the role has one. */
  identifier?: { label: string; value: string } | undefined;
  /** Extra header controls before the bell (the admin's settings button). */
  actions?: ReactNode;
  /** Asked before signing out, when the page may hold unsaved edits (the admin's settings). */
  confirmLeave?: () => Promise<boolean>;
  /** The page's heading, when it is not the dashboard's welcome (the account page). */
  heading?: string;
  children: ReactNode;
};

/** Header with who is signed in, the language choice and sign-out; the workspace below. */
export function DashboardLayout({
  user,
  workspace,
  identifier,
  actions,
  confirmLeave,
  heading,
  children,
}: DashboardLayoutProps) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(workspace);
  const saveLanguage = useSaveLanguageToAccount();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <SkipLink />
      <header className="border-b border-border bg-background">
        {/* Phones: brand and controls on one line, the person below. Wider: one line when it fits. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          {/* The brand keeps its width and the controls wrap below it, never over it (at 768 px the
              German controls overlapped the brand once the header gained 'Account security'). */}
          <div className="order-1 flex min-w-max flex-1 items-center gap-x-3 sm:min-w-fit">
            <BrandLink />
            <span aria-hidden="true" className="hidden h-5 w-px bg-border sm:block" />
            {/* Wraps rather than truncates: "Bereich Teamleitung" was cut off at 768 px (issue 17). */}
            <span className="hidden text-sm leading-tight font-medium text-muted-foreground sm:inline">
              {workspace}
            </span>
          </div>
          <div className="order-3 w-full min-w-0 leading-tight sm:order-2 sm:w-auto sm:text-right">
            <p className="sr-only">{t('header.signedInAs')}</p>
            <p className="truncate font-semibold text-navy">{fullName}</p>
            {identifier ? (
              <p className="text-xs text-muted-foreground">
                {identifier.label}: <span className="font-mono tracking-wide">{identifier.value}</span>
              </p>
            ) : null}
          </div>
          <div className="order-2 ml-auto flex flex-wrap items-center justify-end gap-2 sm:order-3">
            {actions}
            <NotificationsBell opensPortalTabs={user.role === 'client'} />
            <LanguageSwitcher onChanged={saveLanguage} />
            <AccountSecurityLink />
            <LogoutButton confirmLeave={confirmLeave} />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {heading ?? t('welcome', { firstName: user.firstName })}
        </h1>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
