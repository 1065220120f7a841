import { CARD_NETWORKS, DEADLINE_KINDS, DEADLINE_UNITS, RULE_METHODS } from '@shared/domain/deadlines';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField, TextareaField } from '@web/components/text-fields';
import { ChevronRight } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DeadlineRulesForm } from '../lib/form-values';
import { RemoveButton } from './firm-identity-lists';

type Form = UseFormReturn<DeadlineRulesForm, unknown, unknown>;
type Choice = 'kind' | 'method' | 'network' | 'unit';
const CHOICES = { kind: DEADLINE_KINDS, method: RULE_METHODS, network: CARD_NETWORKS, unit: DEADLINE_UNITS };

/**
 * One deadline rule, folded to its summary line; a row with a problem, or one just added, opens so
 * the fields to fix are in view.
 */
export function DeadlineRuleFields({
  form,
  index,
  remove,
}: {
  form: Form;
  index: number;
  remove: () => void;
}) {
  const { t } = useTranslation('settings');
  const rule = form.watch(`rules.${index}`);
  const errors = form.formState.errors.rules?.[index];
  const id = (field: string) => `deadline-rule-${index}-${field}`;
  const select = (name: Choice) => (
    <SelectField
      id={id(name)}
      label={t(`deadlineRules.fields.${name}`)}
      error={errors?.[name]?.message}
      {...form.register(`rules.${index}.${name}`)}
    >
      <SelectOptions
        values={CHOICES[name]}
        label={(value) => t(`deadlineRules.${name}s.${value}`)}
        placeholder={name === 'network' ? t('deadlineRules.anyNetwork') : undefined}
      />
    </SelectField>
  );
  // What the rule says, in a line: the network only where one is named (most rules name none).
  const summary = [
    t(`deadlineRules.kinds.${rule.kind}`),
    t('deadlineRules.length', { days: rule.days || '?', unit: t(`deadlineRules.units.${rule.unit}`) }),
    t(`deadlineRules.methods.${rule.method}`),
    ...(rule.network ? [t(`deadlineRules.networks.${rule.network}`)] : []),
    rule.country || t('deadlineRules.anyCountry'),
  ].join(' · ');
  return (
    <details open={Boolean(errors) || rule.id === ''} className="group rounded-md border border-border">
      <summary className="flex cursor-pointer list-none items-start gap-2 p-3 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
        />
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <span className="font-medium break-words text-navy">
            {rule.label || t('deadlineRules.untitled')}
          </span>
          <span className="text-sm text-muted-foreground">{summary}</span>
          {errors ? (
            <span className="text-sm font-medium text-destructive">{t('deadlineRules.hasErrors')}</span>
          ) : null}
        </span>
      </summary>
      <div className="grid gap-4 border-t border-border p-3">
        <div className="grid items-start gap-3 sm:grid-cols-[2fr_1fr_auto]">
          <InputField
            id={id('label')}
            label={t('deadlineRules.fields.label')}
            error={errors?.label?.message}
            {...form.register(`rules.${index}.label`)}
          />
          <InputField
            id={id('id')}
            label={t('deadlineRules.fields.id')}
            hint={t('deadlineRules.fields.idHint')}
            error={errors?.id?.message}
            {...form.register(`rules.${index}.id`)}
            autoCapitalize="none"
            spellCheck={false}
            inputClassName="font-mono"
          />
          <RemoveButton
            label={t('deadlineRules.remove', { label: rule.label || index + 1 })}
            onClick={remove}
          />
        </div>
        <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {select('kind')}
          {select('method')}
          {select('network')}
          <InputField
            id={id('country')}
            label={t('deadlineRules.fields.country')}
            hint={t('deadlineRules.fields.countryHint')}
            error={errors?.country?.message}
            {...form.register(`rules.${index}.country`)}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={2}
          />
        </div>
        <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <InputField
            id={id('days')}
            label={t('deadlineRules.fields.days')}
            error={errors?.days?.message}
            {...form.register(`rules.${index}.days`)}
            type="number"
            inputMode="numeric"
            step="1"
          />
          {select('unit')}
        </div>
        <TextareaField
          id={id('source')}
          label={t('deadlineRules.fields.source')}
          hint={t('deadlineRules.fields.sourceHint')}
          error={errors?.source?.message}
          {...form.register(`rules.${index}.source`)}
          rows={2}
        />
      </div>
    </details>
  );
}
