import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FirmProfileForm } from '../lib/form-values';
import { ListFieldset } from './list-fieldset';

type Form = UseFormReturn<FirmProfileForm, unknown, unknown>;

/** The schema's limits (contracts/public.ts): the Add button stops there rather than the save failing. */
const MAX_BAR_REGISTRATIONS = 20;
const MAX_DOMAINS = 10;

/** Bar registrations as rows of authority and number; add and remove rows. */
export function BarRegistrationsField({ form }: { form: Form }) {
  const { t } = useTranslation('settings');
  const errors = form.formState.errors.barRegistrations;
  return (
    <ListFieldset
      form={form}
      name="barRegistrations"
      max={MAX_BAR_REGISTRATIONS}
      blank={{ authority: '', number: '' }}
      legend={t('firm.barRegistrations')}
      hint={t('firm.barRegistrationsHint')}
      emptyText={t('firm.barRegistrationsNone')}
      addLabel={t('firm.addBarRegistration')}
    >
      {(index, remove) => (
        <div className="grid items-start gap-3 sm:grid-cols-[2fr_1fr_auto]">
          <InputField
            id={`bar-${index}-authority`}
            label={t('firm.barAuthority', { n: index + 1 })}
            error={errors?.[index]?.authority?.message}
            {...form.register(`barRegistrations.${index}.authority`)}
          />
          <InputField
            id={`bar-${index}-number`}
            label={t('firm.barNumber', { n: index + 1 })}
            error={errors?.[index]?.number?.message}
            {...form.register(`barRegistrations.${index}.number`)}
          />
          <RemoveButton label={t('firm.removeBarRegistration', { n: index + 1 })} onClick={remove} />
        </div>
      )}
    </ListFieldset>
  );
}

/** Official domains, one per row: bare host names, checked as the server checks them. */
export function OfficialDomainsField({ form }: { form: Form }) {
  const { t } = useTranslation('settings');
  const errors = form.formState.errors.officialDomains;
  return (
    <ListFieldset
      form={form}
      name="officialDomains"
      max={MAX_DOMAINS}
      blank={{ value: '' }}
      legend={t('firm.officialDomains')}
      hint={t('firm.officialDomainsHint')}
      emptyText={t('firm.officialDomainsNone')}
      addLabel={t('firm.addDomain')}
    >
      {(index, remove) => (
        <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto]">
          <InputField
            id={`domain-${index}`}
            label={t('firm.domain', { n: index + 1 })}
            error={errors?.[index]?.value?.message}
            {...form.register(`officialDomains.${index}.value`)}
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('firm.domainPlaceholder')}
          />
          <RemoveButton label={t('firm.removeDomain', { n: index + 1 })} onClick={remove} />
        </div>
      )}
    </ListFieldset>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      onClick={onClick}
      className="sm:mt-7"
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
