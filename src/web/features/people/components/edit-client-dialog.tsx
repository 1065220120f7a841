import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { CaseFunds, useCaseLedger } from '@web/features/ledger';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { useTranslation } from 'react-i18next';
import { type StaffRole, useStaffClient } from '../api/get-staff-client';
import { clientsKeys } from '../api/people-keys';
import { ClientDetailsForm } from './client-details-form';
import { PendingContactChanges } from './pending-contact-changes';

export type EditClientDialogProps = {
  clientId: string;
  /** The case whose loss and funds are shown; the client's latest in the caller's scope without it. */
  caseId?: string;
  role: StaffRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Edit Client & Manage Funds (D7), for lawyers and (desk-scoped) managers: personal data and the
 * claim are typed in; funds are never typed — they are recoveries recorded in the ledger, with
 * their source and reference, corrected by reversals with a reason.
 */
export function EditClientDialog({ clientId, caseId, role, open, onOpenChange }: EditClientDialogProps) {
  const { t } = useTranslation('people');
  const queryClient = useQueryClient();
  const client = useStaffClient(role, clientId, caseId, open);
  const theCaseId = caseId ?? client.data?.caseId;
  const ledger = useCaseLedger(open ? theCaseId : undefined);

  useLiveEvent((event) => {
    if (theCaseId && (affects(event, 'ledger', theCaseId) || affects(event, 'clients')))
      void queryClient.invalidateQueries({ queryKey: clientsKeys.all });
  });

  const failed = client.isError ? client.error : ledger.isError ? ledger.error : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] max-w-3xl overflow-y-auto">
        <DialogTitle>{t('edit.title')}</DialogTitle>
        <DialogDescription>{t('edit.description')}</DialogDescription>
        {failed ? (
          <p role="alert" className="text-destructive">
            {failed.message || t('loadFailed')}
          </p>
        ) : !client.data || !ledger.data || !theCaseId ? (
          <div role="status" aria-label={t('clients.loading')} className="grid gap-3">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <div className="grid gap-6">
            <PendingContactChanges
              proposer={role}
              clientId={client.data.id}
              changes={client.data.pendingContactChanges}
            />
            <ClientDetailsForm
              // A proposal made or withdrawn starts the form again from the client's current details.
              key={`${client.data.id}-${client.data.caseId}-${client.data.pendingContactChanges
                .map((p) => `${p.field}:${p.value}`)
                .join()}`}
              role={role}
              client={client.data}
              onSaved={() => onOpenChange(false)}
            />
            <CaseFunds caseId={theCaseId} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
