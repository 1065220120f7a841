import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESSEE_KINDS,
  type CreateEvidencePackRequest,
  createEvidencePackRequestSchema,
  SHAREABLE_CLIENT_FIELDS,
} from '@shared/contracts/evidence-packs';
import { LANGUAGES } from '@shared/domain/languages';
import { FormDialog } from '@web/components/form-dialog';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField, TextareaField } from '@web/components/text-fields';
import { Checkbox } from '@web/components/ui/checkbox';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type EvidencePack, useCreateEvidencePack } from '../api/evidence-packs';

type Values = z.input<typeof createEvidencePackRequestSchema>;

const blank = (language: string): Values => ({
  addresseeKind: 'bank',
  addresseeName: '',
  addresseeReference: '',
  language: (LANGUAGES as readonly string[]).includes(language) ? (language as Values['language']) : 'en',
  share: [],
  summary: '',
});

/**
 * For whom, in which language, and what of the client to share beside their name: the lawyer
 * decides each time (issue 21 item 4). The summary is theirs to write; nothing is invented.
 */
export function CreatePackDialog(props: {
  caseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (pack: EvidencePack) => void;
}) {
  const { t } = useTranslation('evidencePacks');
  const f = useFormats();
  const create = useCreateEvidencePack(props.caseId);
  const form = useForm<Values>({
    resolver: zodResolver(createEvidencePackRequestSchema) as never,
    defaultValues: blank(f.locale),
  });
  useEffect(() => {
    if (props.open) form.reset(blank(f.locale));
  }, [props.open, f.locale, form]);
  const errors = form.formState.errors;
  const message = (name: keyof Values) =>
    errors[name]
      ? errors[name]?.type === 'server'
        ? errors[name]?.message
        : t(`packs.errors.${name}`)
      : undefined;

  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      const pack = await create.mutateAsync({
        caseId: props.caseId,
        body: {
          ...values,
          addresseeReference: values.addresseeReference || undefined,
        } as CreateEvidencePackRequest,
      });
      notify.success(t('packs.created'));
      props.onCreated(pack);
      props.onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [name, text] of Object.entries(error.fields ?? {}))
        form.setError(name as keyof Values, { type: 'server', message: text });
      form.setError('root', { type: 'server', message: error.message || t('form.failed') });
    }
  });

  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('packs.dialog.title')}
      description={t('packs.dialog.description')}
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      wide
      error={errors.root?.message}
      submitLabel={form.formState.isSubmitting ? t('packs.dialog.making') : t('packs.dialog.make')}
      busy={form.formState.isSubmitting}
    >
      <SelectField
        id="pack-kind"
        label={t('packs.dialog.addresseeKind')}
        error={message('addresseeKind')}
        {...form.register('addresseeKind')}
      >
        <SelectOptions values={ADDRESSEE_KINDS} label={(v) => t(`packs.addressees.${v}`)} />
      </SelectField>
      <SelectField
        id="pack-language"
        label={t('packs.dialog.language')}
        error={message('language')}
        {...form.register('language')}
      >
        <SelectOptions values={LANGUAGES} label={(v) => f.language(v)} />
      </SelectField>
      <InputField
        id="pack-name"
        className="sm:col-span-2"
        label={t('packs.dialog.addresseeName')}
        hint={t('packs.dialog.addresseeNameHint')}
        error={message('addresseeName')}
        {...form.register('addresseeName')}
      />
      <InputField
        id="pack-reference"
        className="sm:col-span-2"
        label={t('packs.dialog.addresseeReference')}
        error={message('addresseeReference')}
        {...form.register('addresseeReference')}
      />
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">{t('packs.dialog.share')}</legend>
        <p className="text-sm text-muted-foreground">{t('packs.dialog.shareHint')}</p>
        <Controller
          control={form.control}
          name="share"
          render={({ field }) => (
            <div className="flex flex-wrap gap-4">
              {SHAREABLE_CLIENT_FIELDS.map((name) => {
                const checked = (field.value ?? []).includes(name);
                return (
                  <div key={name} className="flex items-center gap-2">
                    <Checkbox
                      id={`pack-share-${name}`}
                      checked={checked}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on === true
                            ? [...(field.value ?? []), name]
                            : (field.value ?? []).filter((v) => v !== name),
                        )
                      }
                    />
                    <label htmlFor={`pack-share-${name}`} className="text-sm">
                      {t(`packs.shareFields.${name}`)}
                    </label>
                  </div>
                );
              })}
            </div>
          )}
        />
      </fieldset>
      <TextareaField
        id="pack-summary"
        className="sm:col-span-2"
        rows={5}
        label={t('packs.dialog.summary')}
        hint={t('packs.dialog.summaryHint')}
        error={message('summary')}
        {...form.register('summary')}
      />
    </FormDialog>
  );
}
