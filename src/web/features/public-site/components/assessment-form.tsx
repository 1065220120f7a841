import { INTAKE_COUNTRIES } from '@shared/domain/countries';
import { FRAUD_TYPES } from '@shared/domain/fraud-types';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField, TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { countryName } from '@web/lib/intl';
import { AppLink, useAppNavigate } from '@web/lib/navigation';
import { notify } from '@web/lib/notify';
import { prefilled, takeFocusedField } from '@web/lib/prerender-snapshot';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSESSMENT_FIELDS,
  type AssessmentField,
  REQUIRED_FIELDS,
  readAssessment,
  submitAssessment,
} from '../lib/assessment';

/** Spec §4/§9: after a successful registration the dashboard opens 1.5 s later, signed in. */
const REDIRECT_DELAY_MS = 1500;

type Errors = Partial<Record<AssessmentField, string>>;

/**
 * The free case assessment (spec §2, §3, §5; D18). Uncontrolled inputs, so what a person typed
 * survives any error; the shared zod schema checks it in the browser exactly as the server will.
 */
export function AssessmentForm() {
  const { t, i18n } = useTranslation('publicSite');
  const navigate = useAppNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // Someone typing into the prerendered form keeps their place when the app takes over.
  useEffect(() => {
    const name = takeFocusedField();
    if (name) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, []);

  function showErrors(next: Errors) {
    setErrors(next);
    // Focus the first field in the form's order that needs attention, so keyboard and
    // screen-reader users land on it.
    // ASSESSMENT_FIELDS lists the fields in the form's order.
    const first = ASSESSMENT_FIELDS.find((f) => f in next);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = readAssessment(new FormData(event.currentTarget));
    const missing = REQUIRED_FIELDS.filter((field) => !values[field]);
    if (missing.length > 0) {
      showErrors(Object.fromEntries(missing.map((f) => [f, t(`form.errors.${f}`)])));
      notify.error(t('form.toasts.missingTitle'), { description: t('form.toasts.missing') });
      return;
    }

    setBusy(true);
    const outcome = await submitAssessment({ ...values, language: i18n.language });
    if (outcome.ok) {
      setErrors({});
      notify.success(t('form.toasts.successTitle'), { description: t('form.toasts.success') });
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
      // The new client is signed in; the portal asks them to set a password from their session
      // (D16), so the token from the response is not carried along (D8: no secret in storage).
      await navigate('/client-dashboard');
      return;
    }
    setBusy(false);
    showErrors(Object.fromEntries(Object.entries(outcome.fields).map(([f, key]) => [f, t(key as string)])));
    notify.error(t('form.toasts.failedTitle'), { description: t(outcome.messageKey) });
  }

  /** A text field's wiring: its id and name are the field's, with its error and any prerendered text. */
  const field = (name: AssessmentField) => ({
    id: name,
    name,
    error: errors[name],
    defaultValue: prefilled(name),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="assessment-title"
      className="grid gap-5"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-navy sm:col-span-2">{t('form.fullName')}</legend>
        <InputField
          {...field('firstName')}
          label={t('form.firstName')}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <InputField
          {...field('lastName')}
          label={t('form.lastName')}
          autoComplete="family-name"
          required
          maxLength={100}
        />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...field('email')}
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <InputField
          {...field('phone')}
          label={t('form.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={40}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="country"
          label={t('form.country')}
          error={errors.country}
          name="country"
          required
          defaultValue={prefilled('country') ?? ''}
          autoComplete="country"
        >
          <SelectOptions
            placeholder={t('form.countryPlaceholder')}
            placeholderDisabled
            values={INTAKE_COUNTRIES}
            label={(code) => (code === 'other' ? t('form.otherCountry') : countryName(code, i18n.language))}
          />
        </SelectField>
        <SelectField
          id="fraudType"
          label={t('form.fraudType')}
          error={errors.fraudType}
          name="fraudType"
          required
          defaultValue={prefilled('fraudType') ?? ''}
        >
          <SelectOptions
            placeholder={t('form.fraudTypePlaceholder')}
            placeholderDisabled
            values={FRAUD_TYPES}
            label={(type) => t(`form.fraudTypes.${type}`)}
          />
        </SelectField>
      </div>

      <InputField
        {...field('amountLost')}
        label={t('form.amountLost')}
        hint={t('form.minimumHint')}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        required
      />

      <TextareaField
        {...field('description')}
        label={t('form.description')}
        hint={t('form.descriptionHint')}
        rows={4}
        maxLength={5000}
      />

      <InputField
        {...field('policeReportRef')}
        label={t('form.policeReport')}
        hint={t('form.policeReportHint')}
        maxLength={100}
      />

      {/* Honeypot: hidden from people and assistive technology; bots fill every field. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">{t('form.honeypot')}</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <p className="text-sm text-muted-foreground">
        {t('form.privacyBefore')}{' '}
        <AppLink to="/terms" className="text-primary underline underline-offset-4">
          {t('form.privacyTerms')}
        </AppLink>{' '}
        {t('form.privacyAnd')}{' '}
        <AppLink to="/privacy" className="text-primary underline underline-offset-4">
          {t('form.privacyPolicy')}
        </AppLink>
        {t('form.privacyAfter')}
      </p>

      <Button type="submit" size="block" busy={busy}>
        {busy ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
