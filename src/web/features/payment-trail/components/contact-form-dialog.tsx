import { zodResolver } from '@hookform/resolvers/zod';
import { contactInputSchema } from '@shared/contracts/payment-trail';
import { CONTACT_KINDS, MESSENGERS } from '@shared/domain/trail/options';
import { FormDialog } from '@web/components/form-dialog';
import { FormError } from '@web/components/form-error';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField } from '@web/components/text-fields';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAddContact } from '../api/add-contact';
import { useTrailFieldMessage } from './trail-field-errors';

type ContactFormValues = z.input<typeof contactInputSchema>;

type Props = {
  caseId: string;
  /** Phone numbers typed without + are read in this country (the client's). */
  phoneCountry: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const blank = (phoneCountry: string | null): ContactFormValues => ({
  kind: 'website',
  value: '',
  ...(phoneCountry ? { phoneCountry } : {}),
});

/** Add one way the scheme reached the client: its website, app, phone, email or messenger handle. */
export function ContactFormDialog({ caseId, phoneCountry, open, onOpenChange }: Props) {
  const { t } = useTranslation('paymentTrail');
  const add = useAddContact(caseId);
  const message = useTrailFieldMessage();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactInputSchema) as never,
    defaultValues: blank(phoneCountry),
  });
  useEffect(() => {
    if (open) form.reset(blank(phoneCountry));
  }, [open, phoneCountry, form]);
  const kind = form.watch('kind');
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async () => {
    try {
      await add.mutateAsync({ caseId, contact: form.getValues() as never });
      notify.success(t('contactForm.added'));
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [name, text] of Object.entries(error.fields ?? {})) {
        form.setError(name as keyof ContactFormValues, { type: 'server', message: text });
      }
      form.setError('root', { type: 'server', message: error.message || t('form.failed') });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('contactForm.title')}
      description={t('contactForm.description')}
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      submitLabel={form.formState.isSubmitting ? t('form.saving') : t('contactForm.save')}
      busy={form.formState.isSubmitting}
    >
      <SelectField
        id="contact-kind"
        label={t('contactForm.kind')}
        error={message(errors.kind, 'kind')}
        {...form.register('kind')}
      >
        <SelectOptions values={CONTACT_KINDS} label={(v) => t(`contactKinds.${v}`)} />
      </SelectField>
      {kind === 'messenger' ? (
        <SelectField
          id="contact-messenger"
          label={t('contactForm.messenger')}
          error={message(errors.messenger, 'messenger')}
          {...form.register('messenger')}
        >
          <SelectOptions
            values={MESSENGERS}
            label={(v) => t(`messengers.${v}`)}
            placeholder={t('form.choose')}
          />
        </SelectField>
      ) : null}
      <InputField
        id="contact-value"
        label={t(`contactForm.value.${kind}`)}
        hint={t(`contactForm.hints.${kind}`)}
        error={message(errors.value, 'value')}
        autoComplete="off"
        spellCheck={false}
        {...form.register('value')}
      />
      <FormError>{errors.root?.message}</FormError>
    </FormDialog>
  );
}
