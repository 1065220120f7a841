import { CASE_ASSIGNMENT_STATES, type CaseAssignmentState } from '@shared/contracts/cases-lists';
import { filterOptions, SearchFilter, SelectFilter } from '@web/components/filter-fields';
import { useDesks } from '@web/features/desks';
import { useTranslation } from 'react-i18next';
import { PhaseFilter } from './phase-filter';

export type AllCasesFilterValues = {
  q: string;
  phase: string;
  assignment: CaseAssignmentState | '';
  deskId: string;
};

const isAssignment = (value: string): value is CaseAssignmentState =>
  (CASE_ASSIGNMENT_STATES as readonly string[]).includes(value);

/** Search by client name, title or reference; filter by phase (D9), assignment and desk. The server filters. */
export function AllCasesFilters({
  values,
  onChange,
}: {
  values: AllCasesFilterValues;
  onChange: (next: AllCasesFilterValues) => void;
}) {
  const { t } = useTranslation('cases');
  const desks = useDesks();
  return (
    <search className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-start">
      <SearchFilter
        id="admin-case-search"
        label={t('filters.search')}
        hint={t('filters.searchHint')}
        value={values.q}
        onChange={(q) => onChange({ ...values, q })}
      />
      <PhaseFilter
        id="admin-case-phase"
        label={t('filters.phase')}
        allLabel={t('filters.allPhases')}
        wording="lawyer"
        value={values.phase}
        onChange={(phase) => onChange({ ...values, phase })}
      />
      <SelectFilter
        id="admin-case-assignment"
        label={t('filters.assignment')}
        value={values.assignment}
        options={filterOptions(
          { value: '', label: t('filters.anyAssignment') },
          CASE_ASSIGNMENT_STATES,
          (state) => t(`filters.assignments.${state}`),
        )}
        onChange={(value) => onChange({ ...values, assignment: isAssignment(value) ? value : '' })}
      />
      <SelectFilter
        id="admin-case-desk"
        label={t('filters.desk')}
        value={values.deskId}
        options={[
          { value: '', label: t('filters.allDesks') },
          ...(desks.data ?? []).map((desk) => ({ value: desk.id, label: desk.name })),
        ]}
        onChange={(deskId) => onChange({ ...values, deskId })}
      />
    </search>
  );
}
