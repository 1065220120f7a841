import type { ManagerCase } from '@shared/contracts/desks';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import type { TeamMember } from '@web/features/desks';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignCase } from '../api/assign-case';

type AssignLawyerDialogProps = {
  theCase: ManagerCase | null;
  /** The desk's active lawyers: the only people the server accepts. */
  lawyers: TeamMember[];
  onClose: () => void;
};

/**
 * Assign Lawyer / reassign (spec §5): a lawyer of the desk must be chosen, so the button stays
 * disabled until one is; a refusal shows the server's reason and keeps the choice.
 */
export function AssignLawyerDialog({ theCase, lawyers, onClose }: AssignLawyerDialogProps) {
  const { t } = useTranslation('manager');
  const assign = useAssignCase();
  const [lawyerId, setLawyerId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setLawyerId('');
    setError(undefined);
    assign.reset();
    onClose();
  };
  const choices = lawyers.filter((l) => l.id !== theCase?.assignedLawyerId);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!theCase || !lawyerId) return;
    try {
      await assign.mutateAsync({ caseId: theCase.id, lawyerId });
      notify.success(t('assign.done'));
      close();
    } catch (cause) {
      if (!(cause instanceof ApiError)) throw cause;
      setError(cause.fields?.lawyerId ?? (cause.message || t('assign.failed')));
    }
  }

  const client = theCase ? `${theCase.firstName} ${theCase.lastName}` : '';
  return (
    <Dialog open={theCase !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogTitle>{theCase?.assignedLawyerId ? t('assign.reassignTitle') : t('assign.title')}</DialogTitle>
        <DialogDescription>
          {theCase?.assignedLawyerName
            ? t('assign.currently', {
                reference: theCase.reference,
                client,
                lawyer: theCase.assignedLawyerName,
              })
            : t('assign.unassigned', { reference: theCase?.reference ?? '', client })}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField id="assign-lawyer" label={t('assign.lawyer')} error={error}>
            {(control) => (
              <NativeSelect
                {...control}
                value={lawyerId}
                onChange={(event) => {
                  setLawyerId(event.target.value);
                  setError(undefined);
                }}
              >
                <option value="">{t('assign.choose')}</option>
                {choices.map((l) => (
                  <option key={l.id} value={l.id}>
                    {`${l.firstName} ${l.lastName}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {choices.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('assign.noLawyers')}</p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('actions.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={!lawyerId || assign.isPending} aria-busy={assign.isPending}>
              {assign.isPending ? t('assign.saving') : t('assign.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
