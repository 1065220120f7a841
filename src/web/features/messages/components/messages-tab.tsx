import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseConversation } from './case-conversation';

/** The portal's messages tab (issue 5): the case thread with the firm's team, live. */
export function MessagesTab({ caseId }: { caseId: string }) {
  // The tab's texts load when it is first opened; until then a placeholder holds its place.
  return (
    <Suspense fallback={<Skeleton className="mt-6 h-64 w-full" />}>
      <MessagesTabContent caseId={caseId} />
    </Suspense>
  );
}

function MessagesTabContent({ caseId }: { caseId: string }) {
  const { t } = useTranslation('messages');
  return (
    <div className="mt-6 grid gap-4">
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold text-navy">{t('title')}</h2>
        <p className="max-w-prose text-muted-foreground">{t('intro')}</p>
      </div>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <CaseConversation caseId={caseId} canAttach />
        </CardContent>
      </Card>
    </div>
  );
}
