import { EmptyState } from '@web/components/empty-state';
import { QueryView } from '@web/components/query-view';
import { TitledCard } from '@web/components/titled-card';
import { useTranslation } from 'react-i18next';
import { usePendingApprovals } from '../api/get-approvals';
import { ProposalCard } from './proposal-card';

/** The operator's commands (README, "Approving a change when the firm has one admin"): not words to translate. */
const OPERATOR_COMMANDS = ['npm run approvals -- list', 'npm run approvals -- approve <id>'];

/**
 * D37: the changes to the firm's controls waiting for a second admin. Each can be approved or
 * declined by an admin who did not propose it, or withdrawn by whoever did. With one admin, the
 * panel says how the operator approves from the server's console.
 */
export function ApprovalsTab({ selfId }: { selfId: string }) {
  const { t } = useTranslation('approvals');
  const query = usePendingApprovals();
  return (
    <TitledCard heading={<h2>{t('title')}</h2>} description={t('intro')} busy={query.isPending}>
      <QueryView query={query} loading={<p className="text-sm text-muted-foreground">{t('loading')}</p>}>
        {(data) => (
          <div className="grid gap-4">
            {data.activeAdmins < 2 ? (
              <p className="rounded-md border border-navy/20 bg-muted p-4 text-sm text-navy">
                {t('singleAdmin')}{' '}
                {OPERATOR_COMMANDS.map((command, index) => (
                  <span key={command}>
                    {index > 0 ? ', ' : null}
                    <code className="font-mono">{command}</code>
                  </span>
                ))}
              </p>
            ) : null}
            {data.proposals.length === 0 ? (
              <EmptyState>{t('empty')}</EmptyState>
            ) : (
              <ul className="grid gap-3">
                {data.proposals.map((proposal) => (
                  <li key={proposal.id}>
                    <ProposalCard proposal={proposal} isMine={proposal.proposedBy?.id === selfId} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryView>
    </TitledCard>
  );
}
