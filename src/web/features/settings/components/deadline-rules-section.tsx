import { deadlineRulesSchema } from '@shared/contracts/deadline-rules';
import { DEFAULT_DEADLINE_RULES } from '@shared/domain/deadlines';
import { Button } from '@web/components/ui/button';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  BLANK_DEADLINE_RULE,
  deadlineRulesField,
  deadlineRulesFromForm,
  deadlineRulesToForm,
} from '../lib/form-values';
import { DeadlineRuleFields } from './deadline-rule-fields';
import { ListFieldset } from './list-fieldset';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';

/** The schema's limit (contracts/deadline-rules.ts): Add stops there rather than the save failing. */
const MAX_RULES = 100;

/**
 * The windows a payment opens (issue 21 item 3): one rule per network, scheme or country, saved as
 * a whole list. "Restore the defaults" fills in the documented defaults; nothing changes until Save.
 */
export function DeadlineRulesSection({ settings, changes }: SectionProps) {
  const { t } = useTranslation('settings');
  const { form, save, status } = useSectionForm({
    saved: deadlineRulesToForm(settings.deadlineRules),
    schema: deadlineRulesSchema,
    toPayload: deadlineRulesFromForm,
    prefix: 'deadlineRules',
    fieldOf: deadlineRulesField,
  });
  const listError = form.formState.errors.rules?.message ?? form.formState.errors.rules?.root?.message;
  return (
    <SettingsSection
      id="settings-deadline-rules"
      title={t('deadlineRules.title')}
      description={t('deadlineRules.description')}
      keys={['deadlineRules']}
      changes={changes}
      status={status}
      onSubmit={form.handleSubmit((deadlineRules) =>
        save({ deadlineRules }, (s) => deadlineRulesToForm(s.deadlineRules)),
      )}
      actions={
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            form.setValue('rules', deadlineRulesToForm(DEFAULT_DEADLINE_RULES).rules, { shouldDirty: true })
          }
        >
          <RotateCcw aria-hidden="true" />
          {t('deadlineRules.restoreDefaults')}
        </Button>
      }
    >
      <ListFieldset
        form={form}
        name="rules"
        max={MAX_RULES}
        blank={BLANK_DEADLINE_RULE}
        legend={t('deadlineRules.legend', { count: form.watch('rules').length })}
        hint={t('deadlineRules.hint')}
        emptyText={t('deadlineRules.none')}
        addLabel={t('deadlineRules.add')}
      >
        {(index, remove) => <DeadlineRuleFields form={form} index={index} remove={remove} />}
      </ListFieldset>
      {listError ? <p className="text-sm font-medium text-destructive">{listError}</p> : null}
    </SettingsSection>
  );
}
