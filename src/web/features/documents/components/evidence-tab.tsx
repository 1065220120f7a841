import { Skeleton } from '@web/components/ui/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentsCard } from './documents-card';
import { NoteCard } from './note-card';
import { UploadCard } from './upload-card';

/** The portal's evidence tab (issue 5): send files, see what the firm has of them, add a note. */
export function EvidenceTab({ caseId }: { caseId: string }) {
  // The tab's texts load when it is first opened; until then a placeholder holds its place.
  return (
    <Suspense fallback={<Skeleton className="mt-6 h-64 w-full" />}>
      <EvidenceTabContent caseId={caseId} />
    </Suspense>
  );
}

function EvidenceTabContent({ caseId }: { caseId: string }) {
  const { t } = useTranslation('documents');
  return (
    <div className="mt-6 grid gap-6">
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold text-navy">{t('title')}</h2>
        <p className="max-w-prose text-muted-foreground">{t('intro')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-6">
          <UploadCard caseId={caseId} />
          <DocumentsCard caseId={caseId} />
        </div>
        <NoteCard caseId={caseId} />
      </div>
    </div>
  );
}
