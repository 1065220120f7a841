import { UNASSIGNED } from '@shared/contracts/desks';
import { PHASES, type Phase } from '@shared/domain/phases';
import { SelectFilter } from '@web/components/filter-fields';
import { InputField } from '@web/components/text-fields';
import type { TeamMember } from '@web/features/desks';
import { useSlashFocus } from '@web/lib/use-slash-focus';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PhaseFilter } from './phase-filter';

export type CaseFilterValues = { q: string; status: Phase | ''; assigned: string };

type CaseFiltersProps = {
  values: CaseFilterValues;
  lawyers: TeamMember[];
  onChange: (values: CaseFilterValues) => void;
};

const isPhase = (value: string): value is Phase => (PHASES as readonly string[]).includes(value);

/** Search (client name or reference; `/` jumps here), status and lawyer filters. */
export function CaseFilters({ values, lawyers, onChange }: CaseFiltersProps) {
  const { t } = useTranslation('cases');
  const search = useRef<HTMLInputElement>(null);
  useSlashFocus(search, true);
  return (
    <div className="grid items-start gap-3 md:grid-cols-[2fr_1fr_1fr]">
      <InputField
        id="manager-cases-search"
        label={t('manager.filters.search')}
        hint={t('manager.filters.searchHint')}
        ref={search}
        type="search"
        value={values.q}
        onChange={(event) => onChange({ ...values, q: event.target.value })}
      />
      <PhaseFilter
        id="manager-cases-status"
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        wording="manager"
        value={values.status}
        onChange={(status) => onChange({ ...values, status: isPhase(status) ? status : '' })}
      />
      <SelectFilter
        id="manager-cases-lawyer"
        label={t('filters.lawyer')}
        value={values.assigned}
        options={[
          { value: '', label: t('filters.allLawyers') },
          { value: UNASSIGNED, label: t('cases.unassigned') },
          ...lawyers.map((l) => ({ value: l.id, label: `${l.firstName} ${l.lastName}` })),
        ]}
        onChange={(assigned) => onChange({ ...values, assigned })}
      />
    </div>
  );
}
