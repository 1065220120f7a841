import { INTAKE_COUNTRIES } from '@shared/domain/countries';
import { FRAUD_TYPES } from '@shared/domain/fraud-types';
import { LANGUAGES } from '@shared/domain/languages';
import { FormError } from '@web/components/form-error';
import { SelectOptions } from '@web/components/select-options';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NewClientInput, useCreateClient } from '../api/create-client';

type Values = Required<NewClientInput>;
const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  language: '',
  fraudType: '',
  amountLost: '',
  description: '',
};

/**
 * The server checks every field and answers 400 with a message per field; those are shown
 * beside the fields and nothing typed is lost. Phone and description are optional (D18).
 */
export function AddClientForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('people');
  const f = useFormats();
  const create = useCreateClient();
  const [values, setValues] = useState<Values>({ ...EMPTY, language: i18n.language.slice(0, 2) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const body: NewClientInput = { ...values };
    if (!values.phone.trim()) delete body.phone;
    if (!values.description.trim()) delete body.description;
    try {
      const created = await create.mutateAsync(body);
      notify.success(t('clients.add.success'), {
        description: t('add.successBody', { name: `${created.client.firstName} ${created.client.lastName}` }),
      });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.fields ?? {});
      setFormError(error.message || t('clients.add.failed'));
    }
  }

  const field = (
    key: keyof Values,
    label: string,
    control: (p: object) => ReactNode,
    hint?: string,
    className?: string,
  ) => (
    <FormField id={`add-client-${key}`} label={label} error={errors[key]} hint={hint} className={className}>
      {(props) => control({ ...props, name: key, value: values[key], onChange: set(key) })}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {field('firstName', t('fields.firstName'), (p) => (
        <Input {...p} autoComplete="off" />
      ))}
      {field('lastName', t('fields.lastName'), (p) => (
        <Input {...p} autoComplete="off" />
      ))}
      {field('email', t('fields.email'), (p) => (
        <Input {...p} type="email" autoComplete="off" />
      ))}
      {field('phone', t('fields.phoneOptional'), (p) => (
        <Input {...p} type="tel" autoComplete="off" />
      ))}
      {field('country', t('fields.country'), (p) => (
        <NativeSelect {...p}>
          <SelectOptions
            placeholder={t('fields.choose')}
            values={INTAKE_COUNTRIES}
            label={(code) => (code === 'other' ? t('fields.otherCountry') : f.country(code))}
          />
        </NativeSelect>
      ))}
      {field(
        'language',
        t('fields.language'),
        (p) => (
          <NativeSelect {...p}>
            <SelectOptions values={LANGUAGES} label={f.language} />
          </NativeSelect>
        ),
        t('fields.languageHint'),
      )}
      {field('fraudType', t('fields.fraudType'), (p) => (
        <NativeSelect {...p}>
          <SelectOptions
            placeholder={t('fields.choose')}
            values={FRAUD_TYPES}
            label={(type) => t(`fraudTypes.${type}`)}
          />
        </NativeSelect>
      ))}
      {field(
        'amountLost',
        t('fields.amountLost'),
        (p) => (
          <Input {...p} inputMode="decimal" autoComplete="off" />
        ),
        t('fields.amountHint'),
      )}
      {field(
        'description',
        t('fields.descriptionOptional'),
        (p) => (
          <Textarea {...p} rows={3} />
        ),
        undefined,
        'sm:col-span-2',
      )}
      <FormError className="sm:col-span-2">{formError}</FormError>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={create.isPending}>
          {create.isPending ? t('clients.add.submitting') : t('clients.add.submit')}
        </Button>
      </div>
    </form>
  );
}
