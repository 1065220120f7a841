import { zodResolver } from '@hookform/resolvers/zod';
import { IMPORT_FORMATS, MAX_STATEMENT_BYTES } from '@shared/contracts/bank-statements';
import { FormError } from '@web/components/form-error';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError, NETWORK_ERROR } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCsvMappings } from '../api/get-csv-mappings';
import { useImportBankStatement } from '../api/import-bank-statement';

const formSchema = z
  .object({ format: z.enum(IMPORT_FORMATS), mappingId: z.string() })
  .refine(({ format, mappingId }) => format !== 'csv' || mappingId !== '', { path: ['mappingId'] });
type FormValues = z.infer<typeof formSchema>;

/** The import form: a statement file, its format and, for CSV, the saved mapping that reads it. */
export function ImportForm() {
  const { t } = useTranslation('bankStatements');
  const mappings = useCsvMappings();
  const importStatement = useImportBankStatement();
  const [file, setFile] = useState<File | null>(null);
  // A new file input after each import, so the picker empties with the form.
  const [inputKey, setInputKey] = useState(0);
  const [fileError, setFileError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { format: 'camt053', mappingId: '' },
  });
  const format = form.watch('format');
  const mappingOptions = mappings.data ?? [];

  async function onSubmit(values: FormValues) {
    setServerError(undefined);
    if (!file) return setFileError(t('import.errors.chooseFile'));
    if (file.size > MAX_STATEMENT_BYTES) return setFileError(t('import.errors.tooLarge'));
    try {
      const { statements } = await importStatement.mutateAsync({ file, ...values });
      const count = statements.reduce((sum, statement) => sum + statement.lineCount, 0);
      notify.success(
        statements.length === 1
          ? t('import.done', { name: file.name, count })
          : t('import.doneSeveral', { name: file.name, statements: statements.length, count }),
      );
      form.reset(values);
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The server words its refusals in the language on screen: say them as they come.
      setServerError(
        error.code === NETWORK_ERROR || error.message === '' ? t('import.errors.failed') : error.message,
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-labelledby="bank-statement-import-title"
      className="grid gap-4"
    >
      <h4 id="bank-statement-import-title" className="font-semibold text-navy">
        {t('import.title')}
      </h4>
      <div className="grid items-start gap-4 md:grid-cols-3">
        <InputField
          key={inputKey}
          id="bank-statement-file"
          label={t('import.file')}
          hint={t('import.fileHint')}
          error={fileError}
          type="file"
          accept=".xml,.csv,.txt"
          aria-required="true"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(undefined);
            setServerError(undefined);
          }}
        />
        <SelectField id="bank-statement-format" label={t('import.format')} {...form.register('format')}>
          <SelectOptions values={IMPORT_FORMATS} label={(value) => t(`formats.${value}`)} />
        </SelectField>
        {format === 'csv' ? (
          <SelectField
            id="bank-statement-mapping"
            label={t('import.mapping')}
            hint={mappingOptions.length === 0 ? t('import.noMappings') : undefined}
            error={form.formState.errors.mappingId ? t('import.errors.chooseMapping') : undefined}
            aria-required="true"
            {...form.register('mappingId')}
          >
            <SelectOptions
              values={mappingOptions.map((m) => m.id)}
              label={(id) => mappingOptions.find((m) => m.id === id)?.name ?? id}
              placeholder={t('import.mappingPlaceholder')}
            />
          </SelectField>
        ) : null}
      </div>
      <FormError>{serverError}</FormError>
      <div>
        <Button type="submit" busy={importStatement.isPending}>
          {importStatement.isPending ? t('import.importing') : t('import.submit')}
        </Button>
      </div>
    </form>
  );
}
