import type { ControlProposal } from '@shared/contracts/approvals';
import type { TrustAccount } from '@shared/contracts/trust-accounts';
import { EmptyState } from '@web/components/empty-state';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { useFormats } from '@web/lib/use-formats';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrustAccounts } from '../api/trust-accounts';
import { accountNumberText } from '../lib/account-number';
import { TrustAccountProposalForm } from './trust-account-form';

/**
 * D42: the trust accounts statements may be imported into, one per currency, each registered by
 * one admin and approved by another; the proposals still waiting; and the form to propose one.
 */
export function TrustAccountsSection() {
  const { t } = useTranslation('bankStatements');
  const accounts = useTrustAccounts();
  return (
    <section aria-labelledby="trust-accounts-title" aria-busy={accounts.isFetching} className="grid gap-4">
      <div className="grid gap-1">
        <h4 id="trust-accounts-title" className="font-semibold text-navy">
          {t('accounts.title')}
        </h4>
        <p className="max-w-prose text-sm text-muted-foreground">{t('accounts.intro')}</p>
      </div>
      <QueryView query={accounts} loading={<LoadingRows label={t('accounts.loading')} rows={3} />}>
        {(list) => (
          <>
            {list.accounts.length === 0 ? (
              <EmptyState>{t('accounts.empty')}</EmptyState>
            ) : (
              <ul className="grid gap-3 lg:grid-cols-2">
                {list.accounts.map((account) => (
                  <AccountCard key={account.id} account={account} />
                ))}
              </ul>
            )}
            {list.pending.length > 0 ? <PendingProposals proposals={list.pending} /> : null}
          </>
        )}
      </QueryView>
      <details className="rounded-md border border-border p-4">
        <summary className="cursor-pointer font-medium text-navy">{t('accounts.form.open')}</summary>
        <div className="mt-4">
          <TrustAccountProposalForm />
        </div>
      </details>
    </section>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function AccountCard({ account }: { account: TrustAccount }) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  return (
    <li className="grid gap-2 rounded-md border border-border p-4">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-navy">{account.bankName}</span>
        <span className="text-sm font-semibold">{account.currency}</span>
      </p>
      <dl className="grid gap-1 text-sm">
        <Line label={account.iban ? t('accounts.iban') : t('accounts.accountNumber')}>
          <span className="font-mono">{accountNumberText(account, t('accounts.bankCode'))}</span>
        </Line>
        <Line label={t('accounts.bic')}>
          <span className="font-mono">{account.bic}</span>
        </Line>
        <Line label={t('accounts.openingDate')}>{formats.date(account.openingDate)}</Line>
        <Line label={t('accounts.openingBalance')}>
          {formats.money(account.openingBalanceCents, account.currency)}
        </Line>
        <Line label={t('accounts.registered')}>
          {/* No approver: the operator approved it at the server's console, or the demo data made it. */}
          {!account.registeredBy
            ? t('accounts.registeredDemo')
            : account.approvedBy
              ? t('accounts.registeredBy', {
                  proposer: account.registeredBy.name,
                  approver: account.approvedBy.name,
                })
              : t('accounts.registeredOutside', { proposer: account.registeredBy.name })}
        </Line>
      </dl>
    </li>
  );
}

/** Proposals waiting: nothing can be imported into them until a second admin approves. */
function PendingProposals({ proposals }: { proposals: ControlProposal[] }) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  return (
    <section aria-labelledby="trust-accounts-pending-title" className="grid gap-2">
      <h5 id="trust-accounts-pending-title" className="text-sm font-semibold text-navy">
        {t('accounts.pending.title')}
      </h5>
      <ul className="grid gap-2">
        {proposals.map((proposal) => {
          const account = proposal.subject.trustAccount;
          return (
            <li
              key={proposal.id}
              className="grid gap-1 rounded-md border border-dashed border-border p-3 text-sm"
            >
              <p className="font-medium text-navy">
                {account
                  ? `${account.bankName} · ${account.currency} · ${accountNumberText(account, t('accounts.bankCode'))}`
                  : t('accounts.pending.change')}
              </p>
              <p className="text-muted-foreground">
                {t(
                  proposal.kind === 'trust_account_change'
                    ? 'accounts.pending.changeWaiting'
                    : 'accounts.pending.waiting',
                  {
                    name: proposal.proposedBy?.name ?? '',
                    date: formats.date(proposal.proposedAt),
                  },
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
