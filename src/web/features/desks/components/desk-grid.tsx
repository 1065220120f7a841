import { EmptyState } from '@web/components/empty-state';
import { LoadFailed } from '@web/components/load-failed';
import { SectionHeading } from '@web/components/section-heading';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Desk, useDesks } from '../api/get-desks';
import { DeskCard } from './desk-card';
import { DeskDialog } from './desk-dialog';

/** Desk Management (spec §2): one card per desk; create and edit in a dialog, delete after a confirmation. */
export function DeskGrid() {
  const { t } = useTranslation('desks');
  const desks = useDesks();
  // One dialog for both: no desk means "create".
  const [editing, setEditing] = useState<{ desk?: Desk } | null>(null);
  return (
    <section aria-labelledby="desks-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionHeading id="desks-heading" title={t('desks.heading')} intro={t('desks.intro')} gap={false} />
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          {t('desks.create')}
        </Button>
      </div>
      {desks.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : desks.isError ? (
        <LoadFailed error={desks.error} onRetry={() => void desks.refetch()} />
      ) : desks.data.length === 0 ? (
        <EmptyState>{t('desks.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {desks.data.map((desk) => (
            <DeskCard key={desk.id} desk={desk} onEdit={() => setEditing({ desk })} />
          ))}
        </ul>
      )}
      <DeskDialog
        open={editing !== null}
        desk={editing?.desk}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </section>
  );
}
