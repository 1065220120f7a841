import { UNASSIGNED } from '@shared/contracts/manager';
import { PHASES, type Phase } from '@shared/domain/phases';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../api/get-manager-dashboard';

export type CaseFilterValues = { q: string; status: Phase | ''; assigned: string };

type CaseFiltersProps = {
  values: CaseFilterValues;
  lawyers: TeamMember[];
  onChange: (values: CaseFilterValues) => void;
};

const isPhase = (value: string): value is Phase => (PHASES as readonly string[]).includes(value);

/** Search (client name or reference; `/` jumps here), status and lawyer filters. */
export function CaseFilters({ values, lawyers, onChange }: CaseFiltersProps) {
  const { t } = useTranslation('manager');
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        search.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="grid items-start gap-3 md:grid-cols-[2fr_1fr_1fr]">
      <FormField id="manager-cases-search" label={t('filters.search')} hint={t('filters.searchHint')}>
        {(control) => (
          <Input
            {...control}
            ref={search}
            type="search"
            value={values.q}
            onChange={(event) => onChange({ ...values, q: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="manager-cases-status" label={t('filters.status')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={values.status}
            onChange={(event) =>
              onChange({ ...values, status: isPhase(event.target.value) ? event.target.value : '' })
            }
          >
            <option value="">{t('filters.allStatuses')}</option>
            {PHASES.map((phase) => (
              <option key={phase} value={phase}>
                {t(`phases.${phase}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="manager-cases-lawyer" label={t('filters.lawyer')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={values.assigned}
            onChange={(event) => onChange({ ...values, assigned: event.target.value })}
          >
            <option value="">{t('filters.allLawyers')}</option>
            <option value={UNASSIGNED}>{t('cases.unassigned')}</option>
            {lawyers.map((l) => (
              <option key={l.id} value={l.id}>
                {`${l.firstName} ${l.lastName}`}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
