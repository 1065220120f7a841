import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@shared/domain/audit';
import { type FilterOption, SelectFilter } from '@web/components/filter-fields';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { useAuditText } from '@web/lib/audit-text';
import { useTranslation } from 'react-i18next';
import { type AuditQuery, NO_AUDIT_FILTERS } from '../api/get-audit-log';
import { ActorPicker } from './actor-picker';

type AuditFiltersProps = { query: AuditQuery; onChange: (query: AuditQuery) => void };

/** Who, what, which kind of record, and between which dates (each day counted whole). */
export function AuditFilters({ query, onChange }: AuditFiltersProps) {
  const { t, i18n } = useTranslation('audit');
  const audit = useAuditText();
  const set = (patch: Partial<AuditQuery>) => onChange({ ...query, ...patch });
  const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label, i18n.language);
  const actions = AUDIT_ACTIONS.map((value) => ({ value, label: audit.action(value) })).sort(byLabel);
  const entities = AUDIT_ENTITIES.map((value) => ({ value, label: audit.entity(value) })).sort(byLabel);
  const filtered = Object.values(query).some(Boolean);
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border bg-background p-4">
      <legend className="px-1 text-sm font-medium text-navy">{t('audit.filters')}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <ActorPicker actorId={query.actorId} onChange={(actorId) => set({ actorId })} />
        <SelectFilter
          id="audit-action"
          label={t('audit.action')}
          value={query.action}
          options={[{ value: '', label: t('audit.anyAction') }, ...actions]}
          onChange={(action) => set({ action })}
        />
        <SelectFilter
          id="audit-entity"
          label={t('audit.entity')}
          value={query.entity}
          options={[{ value: '', label: t('audit.anyEntity') }, ...entities]}
          onChange={(entity) => set({ entity })}
        />
        <InputField
          id="audit-from"
          label={t('audit.from')}
          type="date"
          value={query.from}
          max={query.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
        <InputField
          id="audit-to"
          label={t('audit.to')}
          type="date"
          value={query.to}
          min={query.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
        <div className="flex items-end">
          <Button variant="outline" disabled={!filtered} onClick={() => onChange(NO_AUDIT_FILTERS)}>
            {t('audit.clearFilters')}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
