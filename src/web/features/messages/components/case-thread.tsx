import { Skeleton } from '@web/components/ui/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseConversation } from './case-conversation';

/**
 * The case thread as the firm's staff see it (issue 6): the same live thread and composer as the
 * portal, worded from the team's side, without the client's evidence upload.
 */
export function CaseThread({ caseId }: { caseId: string }) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" />}>
      <CaseThreadContent caseId={caseId} />
    </Suspense>
  );
}

function CaseThreadContent({ caseId }: { caseId: string }) {
  const { t } = useTranslation('messages');
  return (
    <div className="grid gap-4">
      <CaseConversation caseId={caseId} label={t('staff.label')} emptyText={t('staff.empty')} />
    </div>
  );
}
