import { PHASES, type Phase } from '@shared/domain/phases';
import { FormMessage } from '@web/components/ui/form-field';
import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';

type PhasePickerProps = {
  current: Phase;
  value: Phase | null;
  onChange: (phase: Phase) => void;
  error: string | undefined;
};

/**
 * Every phase of the lifecycle (spec §4) as radio buttons, so all choices are visible at once;
 * the case's current phase is marked and cannot be chosen again (the server would refuse it).
 */
export function PhasePicker({ current, value, onChange, error }: PhasePickerProps) {
  const { t } = useTranslation('cases');
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'phase-picker-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-navy">{t('phaseDialog.phase')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PHASES.map((phase) => {
          const isCurrent = phase === current;
          return (
            <label
              key={phase}
              className={cn(
                'flex min-h-11 items-center gap-2 rounded-md border border-input px-3 py-2 text-sm',
                isCurrent
                  ? 'cursor-not-allowed bg-muted text-muted-foreground'
                  : 'cursor-pointer hover:bg-accent',
                value === phase && 'border-primary bg-accent',
              )}
            >
              <input
                type="radio"
                name="phase"
                value={phase}
                checked={value === phase}
                disabled={isCurrent}
                onChange={() => onChange(phase)}
                className="size-4 accent-primary"
              />
              <span>
                {isCurrent
                  ? t('phaseDialog.currentPhase', { phase: t(`lawyer.phases.${phase}`) })
                  : t(`lawyer.phases.${phase}`)}
              </span>
            </label>
          );
        })}
      </div>
      <FormMessage id={error ? 'phase-picker-error' : undefined}>{error}</FormMessage>
    </fieldset>
  );
}
