import { DASHBOARD_BY_ROLE } from '@shared/domain/roles';
import { LoadingBlocks } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import {
  RecoveryCodesSection,
  SessionsSection,
  SignInHistorySection,
  SignInMethodsSection,
  useFactors,
} from '@web/features/account';
import { loadTexts } from '@web/lib/i18n/texts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { type DashboardSession, requireSignedIn } from '../../session-guard';

loadTexts('account');

export const loader = () => requireSignedIn();

/**
 * /account (issue 18 item 7): every role's sign-in methods, recovery codes, sessions and sign-in
 * history, under the same header as their dashboard. Every figure comes from the API.
 */
export function Component() {
  const { user } = useLoaderData() as DashboardSession;
  const { t } = useTranslation('account');
  const factors = useFactors();
  return (
    <DashboardLayout user={user} workspace={t('pageTitle')} heading={t('pageTitle')}>
      <div className="grid gap-6">
        <div className="grid gap-2">
          <Link
            to={DASHBOARD_BY_ROLE[user.role]}
            className="flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('backToDashboard')}
          </Link>
          <p className="max-w-prose text-muted-foreground">{t('lead')}</p>
        </div>
        <QueryView
          query={factors}
          loading={
            <LoadingBlocks
              label={t('methods.loading')}
              count={2}
              height="h-40"
              grid="grid gap-6 lg:grid-cols-2"
            />
          }
        >
          {(status) => (
            <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
              <SignInMethodsSection factors={status} />
              <RecoveryCodesSection factors={status} />
            </div>
          )}
        </QueryView>
        <SessionsSection />
        <SignInHistorySection />
      </div>
    </DashboardLayout>
  );
}
