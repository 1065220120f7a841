import { isSupportedAssignment } from '@shared/domain/assignment-pairs';
import { FormDialog } from '@web/components/form-dialog';
import { InputField } from '@web/components/text-fields';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useDebounced } from '@web/lib/use-debounced';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignUser } from '../api/assign-user';
import { useAssignees } from '../api/get-users';
import { useOpenCasesHandover } from '../lib/use-open-cases-handover';
import { OpenCasesHandover } from './open-cases-handover';
import { RoleOptions } from './role-options';
import type { UserDialogProps } from './user-dialog-props';

type AssigneeRole = 'lawyer' | 'manager';
const ASSIGNEE_ROLES: AssigneeRole[] = ['lawyer', 'manager'];

/** Spec §8 success message per supported pair (D22). */
const SUCCESS_KEY: Record<string, string> = {
  'client:lawyer': 'assign.successToLawyer',
  'client:manager': 'assign.successClientToManager',
  'lawyer:manager': 'assign.successLawyerToManager',
};

/**
 * Assign (spec §4, D22): clients to a lawyer or a manager, lawyers to a manager. Both assignee
 * roles are offered to everyone, so choosing a pair that does not exist says so in the spec's
 * words (the same shared rule the server applies) instead of silently hiding the choice.
 */
export function AssignDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('people');
  const assign = useAssignUser();
  const [assigneeRole, setAssigneeRole] = useState<AssigneeRole>(
    user.role === 'lawyer' ? 'manager' : 'lawyer',
  );
  const [search, setSearch] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [error, setError] = useState<string | undefined>();
  // D39: joining a manager's desk may leave open cases on the lawyer's; the dialog then asks.
  const move = useOpenCasesHandover();
  const [handoverError, setHandoverError] = useState<string | undefined>();
  const q = useDebounced(search.trim());
  const supported = isSupportedAssignment(user.role, assigneeRole);
  const candidates = useAssignees(assigneeRole, q, open && supported);
  const name = `${user.firstName} ${user.lastName}`;
  const unsupported = t('assign.unsupported', {
    userRole: t(`roleNouns.${user.role}`),
    assigneeRole: t(`roleNouns.${assigneeRole}`),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!supported) {
      setError(unsupported);
      notify.error(t('assign.failed'), { description: unsupported });
      return;
    }
    if (!assigneeId) {
      setError(t('assign.selectAssignee'));
      notify.error(t('assign.failed'), { description: t('assign.selectAssignee') });
      return;
    }
    setHandoverError(undefined);
    if (move.choice === 'missing') {
      setHandoverError(t('handover.required'));
      return;
    }
    const openCasesTo = move.choice;
    try {
      await assign.mutateAsync({
        userId: user.id,
        assigneeId,
        userRole: user.role,
        assigneeRole,
        ...(openCasesTo ? { openCasesTo } : {}),
      });
      const key = SUCCESS_KEY[`${user.role}:${assigneeRole}`] ?? 'assign.successToLawyer';
      notify.success(t('assign.success'), { description: t(key) });
      onOpenChange(false);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (move.held(failure)) return;
      if (failure.fields?.openCasesTo) {
        setHandoverError(failure.fields.openCasesTo);
        return;
      }
      if (failure.status === 404) {
        setError(t('assign.notFound'));
        notify.error(t('assign.notFoundTitle'), { description: t('assign.notFound') });
        return;
      }
      setError(failure.message || t('assign.failedBody'));
      notify.error(t('assign.failed'), { description: failure.message || t('assign.failedBody') });
    }
  }

  const people = candidates.data?.users.filter((p) => p.id !== user.id) ?? [];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-lg"
      title={t('assign.title', { name })}
      description={t(`assign.description.${user.role}`, { defaultValue: t('assign.description.other') })}
      onSubmit={onSubmit}
      cancelLabel={t('cancel')}
      layout={move.asked ? 'wrap' : 'row'}
      submitLabel={move.asked ? t('handover.save') : t('assign.submit')}
      busy={assign.isPending}
    >
      <FormField id="admin-assign-role" label={t('assign.assigneeRole')}>
        {(p) => (
          <NativeSelect
            {...p}
            value={assigneeRole}
            onChange={(e) => {
              setAssigneeRole(e.target.value as AssigneeRole);
              setAssigneeId('');
              setError(undefined);
              move.reset();
            }}
          >
            <RoleOptions roles={ASSIGNEE_ROLES} />
          </NativeSelect>
        )}
      </FormField>
      {supported ? (
        <>
          <InputField
            id="admin-assign-search"
            label={t('assign.search')}
            hint={t('assign.searchHint')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <FormField id="admin-assign-person" label={t('assign.assignee')} error={error}>
            {(p) => (
              <NativeSelect
                {...p}
                value={assigneeId}
                onChange={(e) => {
                  setAssigneeId(e.target.value);
                  setError(undefined);
                }}
              >
                <option value="">
                  {candidates.isPending
                    ? t('loading')
                    : people.length
                      ? t('assign.choose')
                      : t('assign.nobody')}
                </option>
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {t('assign.option', {
                      name: `${p.firstName} ${p.lastName}`,
                      email: p.email,
                      desk: p.desk?.name ?? t('unassigned'),
                    })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <OpenCasesHandover move={move} error={handoverError} />
        </>
      ) : (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {unsupported}
        </p>
      )}
    </FormDialog>
  );
}
