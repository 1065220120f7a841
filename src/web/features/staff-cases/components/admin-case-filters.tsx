import { CASE_ASSIGNMENT_STATES, type CaseAssignmentState } from '@shared/contracts/admin-cases';
import { PHASES } from '@shared/domain/phases';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAdminDeskChoices } from '../api/get-admin-cases';

export type AdminCaseFilterValues = {
  q: string;
  phase: string;
  assignment: CaseAssignmentState | '';
  deskId: string;
};

const isAssignment = (value: string): value is CaseAssignmentState =>
  (CASE_ASSIGNMENT_STATES as readonly string[]).includes(value);

/** Search by client name, title or reference; filter by phase (D9), assignment and desk. The server filters. */
export function AdminCaseFilters({
  values,
  onChange,
}: {
  values: AdminCaseFilterValues;
  onChange: (next: AdminCaseFilterValues) => void;
}) {
  const { t } = useTranslation(['adminCases', 'lawyer']);
  const desks = useAdminDeskChoices();
  return (
    <search className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-start">
      <div className="grid gap-2">
        <Label htmlFor="admin-case-search">{t('filters.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="admin-case-search"
            type="search"
            value={values.q}
            maxLength={100}
            aria-describedby="admin-case-search-hint"
            className="pl-9"
            onChange={(event) => onChange({ ...values, q: event.target.value })}
          />
        </div>
        <p id="admin-case-search-hint" className="text-xs text-muted-foreground">
          {t('filters.searchHint')}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="admin-case-phase">{t('filters.phase')}</Label>
        <NativeSelect
          id="admin-case-phase"
          value={values.phase}
          onChange={(event) => onChange({ ...values, phase: event.target.value })}
        >
          <option value="">{t('filters.allPhases')}</option>
          {PHASES.map((phase) => (
            <option key={phase} value={phase}>
              {t(`lawyer:phases.${phase}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="admin-case-assignment">{t('filters.assignment')}</Label>
        <NativeSelect
          id="admin-case-assignment"
          value={values.assignment}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...values, assignment: isAssignment(value) ? value : '' });
          }}
        >
          <option value="">{t('filters.anyAssignment')}</option>
          {CASE_ASSIGNMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`filters.assignments.${state}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="admin-case-desk">{t('filters.desk')}</Label>
        <NativeSelect
          id="admin-case-desk"
          value={values.deskId}
          onChange={(event) => onChange({ ...values, deskId: event.target.value })}
        >
          <option value="">{t('filters.allDesks')}</option>
          {(desks.data ?? []).map((desk) => (
            <option key={desk.id} value={desk.id}>
              {desk.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
