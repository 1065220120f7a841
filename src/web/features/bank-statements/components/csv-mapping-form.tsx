import { zodResolver } from '@hookform/resolvers/zod';
import { saveCsvMappingSchema } from '@shared/contracts/bank-statements';
import { CURRENCIES } from '@shared/domain/money';
import { FormError } from '@web/components/form-error';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveCsvMapping } from '../api/save-csv-mapping';
import {
  COLUMN_FIELDS,
  DATE_FORMATS,
  DECIMAL_SEPARATORS,
  DELIMITER_NAMES,
  type MappingFormValues,
  mappingFormSchema,
  THOUSANDS_NAMES,
  thousandsAfterDecimal,
  toSaveCsvMapping,
} from './csv-mapping-fields';

const EMPTY_COLUMNS = Object.fromEntries(
  COLUMN_FIELDS.map((field) => [field, '']),
) as MappingFormValues['columns'];

/**
 * Saves how one bank's CSV export is read, once, for every later upload. Amounts come from one
 * signed column or from a credit and a debit column; the shared contract decides which is valid.
 */
export function CsvMappingForm() {
  const { t } = useTranslation('bankStatements');
  const save = useSaveCsvMapping();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<MappingFormValues>({
    resolver: zodResolver(mappingFormSchema),
    defaultValues: {
      name: '',
      delimiter: 'comma',
      hasHeader: true,
      dateFormat: 'YYYY-MM-DD',
      decimalSeparator: '.',
      thousandsSeparator: 'comma',
      currency: 'EUR',
      columns: EMPTY_COLUMNS,
    },
  });
  const { errors } = form.formState;

  async function onSubmit(values: MappingFormValues) {
    setProblem(undefined);
    const input = saveCsvMappingSchema.safeParse(toSaveCsvMapping(values));
    if (!input.success) {
      // The rules across columns: one signed amount or credit and debit; numbers without a header.
      return setProblem(values.hasHeader ? t('mapping.errors.amountColumns') : t('mapping.errors.numbered'));
    }
    try {
      const saved = await save.mutateAsync(input.data);
      notify.success(t('mapping.saved', { name: saved.name }));
      form.reset();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message || t('mapping.errors.failed'));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <p className="max-w-prose text-sm text-muted-foreground">{t('mapping.intro')}</p>
      <div className="grid items-start gap-4 md:grid-cols-3">
        <InputField
          id="csv-mapping-name"
          label={t('mapping.name')}
          error={errors.name ? t('mapping.errors.name') : undefined}
          aria-required="true"
          autoComplete="off"
          {...form.register('name')}
        />
        <SelectField
          id="csv-mapping-delimiter"
          label={t('mapping.delimiter')}
          {...form.register('delimiter')}
        >
          <SelectOptions values={DELIMITER_NAMES} label={(name) => t(`mapping.delimiters.${name}`)} />
        </SelectField>
        <SelectField
          id="csv-mapping-date-format"
          label={t('mapping.dateFormat')}
          {...form.register('dateFormat')}
        >
          <SelectOptions values={DATE_FORMATS} label={(value) => value} />
        </SelectField>
        <SelectField
          id="csv-mapping-decimal"
          label={t('mapping.decimalSeparator')}
          {...form.register('decimalSeparator', {
            onChange: (event: { target: { value: string } }) =>
              form.setValue(
                'thousandsSeparator',
                thousandsAfterDecimal(event.target.value, form.getValues('thousandsSeparator')),
              ),
          })}
        >
          <SelectOptions
            values={DECIMAL_SEPARATORS}
            label={(value) => t(value === '.' ? 'mapping.decimal.point' : 'mapping.decimal.comma')}
          />
        </SelectField>
        <SelectField
          id="csv-mapping-thousands"
          label={t('mapping.thousandsSeparator')}
          hint={t('mapping.thousandsHint')}
          error={errors.thousandsSeparator ? t('mapping.errors.thousandsSeparator') : undefined}
          {...form.register('thousandsSeparator')}
        >
          <SelectOptions values={THOUSANDS_NAMES} label={(name) => t(`mapping.thousands.${name}`)} />
        </SelectField>
        <SelectField
          id="csv-mapping-currency"
          label={t('mapping.currency')}
          hint={t('mapping.currencyHint')}
          {...form.register('currency')}
        >
          <SelectOptions values={CURRENCIES} label={(code) => code} />
        </SelectField>
        <div className="flex items-center gap-3 self-end pb-3">
          <Controller
            control={form.control}
            name="hasHeader"
            render={({ field }) => (
              <Checkbox
                id="csv-mapping-header"
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(value) => field.onChange(value === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <label htmlFor="csv-mapping-header" className="text-sm leading-snug">
            {t('mapping.hasHeader')}
          </label>
        </div>
      </div>
      <fieldset className="grid items-start gap-4 md:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-navy">{t('mapping.columnsLegend')}</legend>
        {COLUMN_FIELDS.map((field) => (
          <InputField
            key={field}
            id={`csv-mapping-column-${field}`}
            label={t(`mapping.columns.${field}`)}
            error={errors.columns?.[field] ? t('mapping.errors.column') : undefined}
            aria-required={field === 'bookingDate' ? 'true' : undefined}
            autoComplete="off"
            {...form.register(`columns.${field}`)}
          />
        ))}
      </fieldset>
      <p className="max-w-prose text-sm text-muted-foreground">{t('mapping.columnsHint')}</p>
      <FormError>{problem}</FormError>
      <div>
        <Button type="submit" variant="outline" busy={save.isPending}>
          {save.isPending ? t('mapping.saving') : t('mapping.save')}
        </Button>
      </div>
    </form>
  );
}
