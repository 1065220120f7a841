import type { ManagerCase } from '@shared/contracts/desks';
import { Button } from '@web/components/ui/button';
import { PencilLine, UserCheck, UserRoundCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type CaseRowActionsProps = {
  theCase: ManagerCase;
  onAssign: (theCase: ManagerCase) => void;
  onEditClient?: ((clientId: string, caseId: string) => void) | undefined;
};

/** Assign Lawyer for an unassigned case, Reassign otherwise; Edit client once the route wires it. */
export function CaseRowActions({ theCase, onAssign, onEditClient }: CaseRowActionsProps) {
  const { t } = useTranslation('cases');
  const client = `${theCase.firstName} ${theCase.lastName}`;
  const assigned = theCase.assignedLawyerId !== null;
  return (
    // Stacked, so "Edit client" stays on screen beside the desk's columns in every language (issue 17).
    <div className="flex flex-col items-stretch gap-1.5">
      <Button
        size="sm"
        variant={assigned ? 'outline' : 'default'}
        onClick={() => onAssign(theCase)}
        aria-label={
          assigned
            ? t('cases.reassignFor', { reference: theCase.reference, client })
            : t('cases.assignFor', { reference: theCase.reference, client })
        }
      >
        {assigned ? <UserRoundCog aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
        {assigned ? t('cases.reassign') : t('cases.assign')}
      </Button>
      {onEditClient ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onEditClient(theCase.clientId, theCase.id)}
          aria-label={t('cases.editClientFor', { client })}
        >
          <PencilLine aria-hidden="true" />
          {t('cases.editClient')}
        </Button>
      ) : null}
    </div>
  );
}
