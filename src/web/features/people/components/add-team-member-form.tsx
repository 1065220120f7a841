import { zodResolver } from '@hookform/resolvers/zod';
import { createTeamMemberRequestSchema } from '@shared/contracts/people';
import { languageSchema } from '@shared/domain/language-schema';
import { LANGUAGES } from '@shared/domain/languages';
import { InputField, SelectField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { DialogActions } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api-client';
import { countryName } from '@web/lib/intl';
import { notify } from '@web/lib/notify';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAddTeamMember } from '../api/add-team-member';

/** The shared contract, with the form's "no language chosen" ('') meaning "not given". */
const formSchema = createTeamMemberRequestSchema.extend({
  language: z.union([z.literal(''), languageSchema]).transform((v) => (v === '' ? undefined : v)),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['firstName', 'lastName', 'email', 'country', 'role', 'language'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

export function AddTeamMemberForm({ countries, onDone }: { countries: string[]; onDone: () => void }) {
  const { t, i18n } = useTranslation('people');
  const add = useAddTeamMember();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { firstName: '', lastName: '', email: '', country: '', role: 'lawyer', language: '' },
  });
  const errors = form.formState.errors as Partial<Record<Field | 'root', FieldError>>;
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });

  async function onSubmit(values: FormOutput) {
    try {
      // D37: the member is proposed; the server's note says an admin approves it first.
      const proposed = await add.mutateAsync(values);
      notify.success(t('addMember.proposed'), { description: proposed.message });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // What was typed stays; the server's reasons go to their fields, or above the buttons.
      const fields = Object.entries(error.fields ?? {}).filter(([name]) => isField(name));
      for (const [name, message] of fields) form.setError(name as Field, { type: 'server', message });
      if (fields.length === 0)
        form.setError('root', { type: 'server', message: error.message || t('addMember.failed') });
    }
  }

  /** The contract's messages are English; each field has its own translated explanation. */
  const message = (name: Field) => {
    const error = errors[name];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`addMember.errors.${name}`);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="member-first-name"
          label={t('addMember.firstName')}
          error={message('firstName')}
          {...form.register('firstName')}
          autoComplete="off"
        />
        <InputField
          id="member-last-name"
          label={t('addMember.lastName')}
          error={message('lastName')}
          {...form.register('lastName')}
          autoComplete="off"
        />
      </div>
      <InputField
        id="member-email"
        label={t('addMember.email')}
        error={message('email')}
        hint={t('addMember.emailHint')}
        {...form.register('email')}
        type="email"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="member-country"
          label={t('addMember.country')}
          error={message('country')}
          {...form.register('country')}
        >
          <option value="">{t('addMember.chooseCountry')}</option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code, i18n.language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="member-role"
          label={t('addMember.role')}
          error={message('role')}
          {...form.register('role')}
        >
          <option value="lawyer">{t('roles.lawyer')}</option>
          <option value="manager">{t('roles.manager')}</option>
        </SelectField>
      </div>
      <SelectField
        id="member-language"
        label={t('addMember.language')}
        error={message('language')}
        hint={t('addMember.languageHint')}
        {...form.register('language')}
      >
        <option value="">{t('addMember.languageDefault')}</option>
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {languageName.of(code)}
          </option>
        ))}
      </SelectField>
      {errors.root ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <DialogActions cancelLabel={t('actions.cancel')}>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('addMember.saving') : t('addMember.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
