import { PHASES, PRIORITIES } from '@shared/domain/phases';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Search } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('lawyer');
  return (
    <search className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
      <div className="grid gap-2">
        <Label htmlFor="case-search">{t('cases.search.label')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="case-search"
            ref={props.searchRef}
            type="search"
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
            aria-describedby="case-search-hint"
            maxLength={100}
            className="pl-9"
          />
        </div>
        <p id="case-search-hint" className="text-xs text-muted-foreground">
          {t('cases.search.hint')}
        </p>
      </div>
      <div className="grid gap-2 md:self-start">
        <Label htmlFor="case-status">{t('cases.filters.status')}</Label>
        <NativeSelect id="case-status" value={props.status} onChange={(e) => props.onStatus(e.target.value)}>
          <option value="">{t('cases.filters.allStatuses')}</option>
          {PHASES.map((phase) => (
            <option key={phase} value={phase}>
              {t(`phases.${phase}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2 md:self-start">
        <Label htmlFor="case-priority">{t('cases.filters.priority')}</Label>
        <NativeSelect
          id="case-priority"
          value={props.priority}
          onChange={(e) => props.onPriority(e.target.value)}
        >
          <option value="">{t('cases.filters.allPriorities')}</option>
          {PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`priorities.${priority}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
