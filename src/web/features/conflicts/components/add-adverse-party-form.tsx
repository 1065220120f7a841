import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateAdverseParty, createAdversePartySchema } from '@shared/contracts/conflicts';
import { FormError } from '@web/components/form-error';
import { InputField, TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAddAdverseParty } from '../api/add-adverse-party';

/** The form's text boxes → the shared request: other names one per line, empty boxes left out. */
const formSchema = z
  .object({
    name: z.string(),
    aliases: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string(),
    note: z.string(),
  })
  .transform((v): CreateAdverseParty => {
    const optional = (value: string) => value.trim() || undefined;
    const fields = {
      email: optional(v.email),
      phone: optional(v.phone),
      country: optional(v.country),
      note: optional(v.note),
    };
    return {
      name: v.name,
      aliases: v.aliases
        .split('\n')
        .map((a) => a.trim())
        .filter(Boolean),
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    };
  })
  .pipe(createAdversePartySchema);
type FormValues = z.input<typeof formSchema>;
const EMPTY: FormValues = { name: '', aliases: '', email: '', phone: '', country: '', note: '' };
const FIELDS = ['name', 'aliases', 'email', 'phone', 'country', 'note'] as const;

/** Add a party to the list; the server's own field messages (an unreadable phone) show under the field. */
export function AddAdversePartyForm() {
  const { t } = useTranslation('conflicts');
  const add = useAddAdverseParty();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, z.output<typeof createAdversePartySchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`adverseParties.errors.${field}`);
  };
  // A field's id, label, hint (where it has one), error and registration, all named after the field.
  const field = (name: (typeof FIELDS)[number], hint = false) => ({
    id: `adverse-${name}`,
    label: t(`adverseParties.fields.${name}`),
    hint: hint ? t(`adverseParties.fields.${name}Hint`) : undefined,
    error: errorOf(name),
    ...form.register(name),
  });

  async function onSubmit(values: z.output<typeof createAdversePartySchema>) {
    setMessage(null);
    try {
      const party = await add.mutateAsync(values);
      notify.success(t('adverseParties.added', { name: party.name }));
      form.reset(EMPTY);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [field, text] of Object.entries(error.fields ?? {})) {
        const name = field.split('.')[0] as (typeof FIELDS)[number];
        if (FIELDS.includes(name)) form.setError(name, { type: 'server', message: text });
      }
      setMessage(error.message);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <InputField {...field('name')} required />
      <TextareaField rows={2} {...field('aliases', true)} />
      <InputField type="email" {...field('email')} />
      <InputField type="tel" {...field('phone')} />
      <InputField maxLength={2} {...field('country', true)} />
      <TextareaField rows={2} {...field('note')} />
      <FormError>{message}</FormError>
      <div className="sm:col-span-2 flex justify-end">
        <Button type="submit" busy={add.isPending}>
          {t('adverseParties.add')}
        </Button>
      </div>
    </form>
  );
}
