import { PHASES } from '@shared/domain/phases';
import { filterOptions, SelectFilter } from '@web/components/filter-fields';
import { useTranslation } from 'react-i18next';

type PhaseFilterProps = {
  id: string;
  label: string;
  /** The first choice, the one that shows every phase. */
  allLabel: string;
  /** Whose words name the phases: the lawyer's list and the manager's word them apart. */
  wording: 'lawyer' | 'manager';
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** The one phase vocabulary (D9) as a filter: every case list offers the same phases in the same order. */
export function PhaseFilter({ id, label, allLabel, wording, value, onChange, className }: PhaseFilterProps) {
  const { t } = useTranslation('cases');
  return (
    <SelectFilter
      id={id}
      label={label}
      value={value}
      options={filterOptions({ value: '', label: allLabel }, PHASES, (phase) =>
        // Two literal prefixes, not one built key, so the key check still sees where each looks.
        wording === 'lawyer' ? t(`lawyer.phases.${phase}`) : t(`manager.phases.${phase}`),
      )}
      onChange={onChange}
      className={className}
    />
  );
}
