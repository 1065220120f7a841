import type { CaseDetail } from '@shared/contracts/cases';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { useAssignees } from '@web/features/people';
import { useDebounced } from '@web/lib/use-debounced';
import { UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignLawyerDialog } from './assign-lawyer-dialog';

/**
 * The admin's Assign / Reassign in the case drawer (issue 17 item 6): the same dialog as the
 * manager's, over every active lawyer of the firm found by name (the server's assign route lets
 * an admin choose any active lawyer: cases/assignment.ts resolveLawyer; D21 scopes managers only).
 */
export function AdminAssignLawyer({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('cases');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const lawyers = useAssignees('lawyer', q, open);
  const lawyer = detail.lawyer;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <UserRoundCog aria-hidden="true" />
        {lawyer ? t('assign.reassignTitle') : t('assign.title')}
      </Button>
      <AssignLawyerDialog
        target={
          open
            ? {
                id: detail.id,
                reference: detail.reference,
                client: detail.clientName,
                assignedLawyerId: lawyer?.id ?? null,
                assignedLawyerName: lawyer ? `${lawyer.firstName} ${lawyer.lastName}` : null,
              }
            : null
        }
        lawyers={lawyers.data?.users ?? []}
        loading={lawyers.isPending}
        scope="firm"
        onClose={() => {
          setOpen(false);
          setSearch('');
        }}
        search={
          <InputField
            id="admin-assign-lawyer-search"
            label={t('assign.firm.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        }
      />
    </>
  );
}
