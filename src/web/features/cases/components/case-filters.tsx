import { PRIORITIES } from '@shared/domain/phases';
import { filterOptions, SearchFilter, SelectFilter } from '@web/components/filter-fields';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PhaseFilter } from './phase-filter';

type CaseFiltersProps = {
  search: string;
  onSearch: (value: string) => void;
  status: string;
  onStatus: (value: string) => void;
  priority: string;
  onPriority: (value: string) => void;
  searchRef: Ref<HTMLInputElement>;
};

/**
 * Search and filters; the server does the work (100k clients). The status list is the one phase
 * vocabulary (D9): `legal-action` is only an alias the API accepts, never a second option here.
 */
export function CaseFilters(props: CaseFiltersProps) {
  const { t } = useTranslation('cases');
  return (
    <search className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
      <SearchFilter
        id="case-search"
        label={t('cases.search.label')}
        hint={t('cases.search.hint')}
        value={props.search}
        onChange={props.onSearch}
        inputRef={props.searchRef}
      />
      <PhaseFilter
        id="case-status"
        label={t('cases.filters.status')}
        allLabel={t('cases.filters.allStatuses')}
        wording="lawyer"
        value={props.status}
        onChange={props.onStatus}
        className="md:self-start"
      />
      <SelectFilter
        id="case-priority"
        label={t('cases.filters.priority')}
        value={props.priority}
        options={filterOptions(
          { value: '', label: t('cases.filters.allPriorities') },
          PRIORITIES,
          (priority) => t(`priorities.${priority}`),
        )}
        onChange={props.onPriority}
        className="md:self-start"
      />
    </search>
  );
}
