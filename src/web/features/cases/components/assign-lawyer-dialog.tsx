import { shownStatus } from '@shared/domain/account-status';
import type { UserStatus } from '@shared/domain/roles';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { useCaseConflicts } from '@web/features/conflicts';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignCase } from '../api/assign-case';
import { CaseConflictNotice } from './case-conflict-notice';

/** The case being given a lawyer, in the words the dialog says it. */
export type AssignTarget = {
  id: string;
  reference: string;
  client: string;
  assignedLawyerId: string | null;
  assignedLawyerName: string | null;
};
/** A lawyer one may choose: an invited one (never signed in) is chosen only after a warning. */
export type LawyerChoice = {
  id: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  lastActive: string | null;
};

type AssignLawyerDialogProps = {
  target: AssignTarget | null;
  /** The lawyers the server accepts from this person: the desk's (manager) or any active one (admin). */
  lawyers: LawyerChoice[];
  onClose: () => void;
  /** The manager's words say "of your desk"; the admin's do not. */
  scope: 'desk' | 'firm';
  /** Above the list: the admin's search over every lawyer of the firm. */
  search?: ReactNode;
  /** Shown instead of the "no lawyer" note while the list is still loading. */
  loading?: boolean;
};

const nameOf = (l: LawyerChoice) => `${l.firstName} ${l.lastName}`;

/**
 * Assign Lawyer / reassign (spec §5; the admin's case drawer too, issue 17 item 6): a lawyer must
 * be chosen, so the button stays disabled until one is. Choosing a lawyer who was invited and has
 * never signed in shows a warning naming them, and the button then asks to assign anyway: the
 * case would wait unseen. A case whose conflict check is open shows what matched and the decisions
 * instead, and cannot be assigned (issue 31). A refusal shows the server's reason and keeps the choice.
 */
export function AssignLawyerDialog({
  target,
  lawyers,
  onClose,
  scope,
  search,
  loading,
}: AssignLawyerDialogProps) {
  const { t } = useTranslation('cases');
  const assign = useAssignCase();
  // Issue 31: a case whose conflict check is open cannot be assigned; the dialog says so up front.
  const conflicts = useCaseConflicts(target?.id ?? null);
  const blocked = conflicts.data?.open === true;
  const [lawyerId, setLawyerId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setLawyerId('');
    setError(undefined);
    assign.reset();
    onClose();
  };
  const choices = lawyers.filter((l) => l.id !== target?.assignedLawyerId);
  const chosen = choices.find((l) => l.id === lawyerId);
  const invited = chosen !== undefined && shownStatus(chosen) === 'invited';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!target || !lawyerId) return;
    try {
      await assign.mutateAsync({ caseId: target.id, lawyerId });
      notify.success(t('assign.done'));
      close();
    } catch (cause) {
      if (!(cause instanceof ApiError)) throw cause;
      setError(cause.fields?.lawyerId ?? (cause.message || t('assign.failed')));
    }
  }

  const words = { reference: target?.reference ?? '', client: target?.client ?? '' };
  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={target?.assignedLawyerId ? t('assign.reassignTitle') : t('assign.title')}
      description={
        target?.assignedLawyerName
          ? t('assign.currently', { ...words, lawyer: target.assignedLawyerName })
          : scope === 'desk'
            ? t('assign.unassigned', words)
            : t('assign.firm.unassigned', words)
      }
      onSubmit={submit}
      cancelLabel={t('actions.cancel')}
      submit={
        <Button
          type="submit"
          disabled={!lawyerId || assign.isPending || blocked || conflicts.isPending}
          aria-busy={assign.isPending}
        >
          {assign.isPending ? t('assign.saving') : invited ? t('assign.invited.submit') : t('assign.submit')}
        </Button>
      }
    >
      {blocked && conflicts.data ? (
        <CaseConflictNotice conflicts={conflicts.data} client={words.client} />
      ) : null}
      {search}
      <SelectField
        id="assign-lawyer"
        label={t('assign.lawyer')}
        error={error}
        value={lawyerId}
        onChange={(event) => {
          setLawyerId(event.target.value);
          setError(undefined);
        }}
      >
        <option value="">{t('assign.choose')}</option>
        {choices.map((l) => (
          <option key={l.id} value={l.id}>
            {shownStatus(l) === 'invited' ? t('assign.invited.option', { name: nameOf(l) }) : nameOf(l)}
          </option>
        ))}
      </SelectField>
      {chosen && invited ? (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('assign.invited.warning', { name: nameOf(chosen) })}
        </p>
      ) : null}
      {choices.length === 0 && !loading ? (
        <p className="text-sm text-muted-foreground">
          {scope === 'desk' ? t('assign.noLawyers') : t('assign.firm.noLawyers')}
        </p>
      ) : null}
    </FormDialog>
  );
}
