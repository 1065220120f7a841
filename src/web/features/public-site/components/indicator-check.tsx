import type { IndicatorCheckResponse } from '@shared/contracts/public-site-indicator-check';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { prefilled, takeFocusedField } from '@web/lib/prerender-snapshot';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkIndicator } from '../api/check-indicator';
import { CheckAnswer } from './check-answer';

/** The field's id and name; the prerendered page's field has the same, so typing there survives. */
const FIELD = 'indicator';

type Result = { checked: string; answer: IndicatorCheckResponse; serial: number };

/**
 * The public check (issue 21 item 6): one field, one button, the answer in words. The answer's
 * region is always in the page (role=status), so a screen reader announces each new answer;
 * a refusal is the field's error, tied to it and focused.
 */
export function IndicatorCheck() {
  const { t } = useTranslation('publicSite');
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<Result>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (takeFocusedField() === FIELD) inputRef.current?.focus();
  }, []);

  function refuse(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const value = String(new FormData(event.currentTarget).get(FIELD) ?? '').trim();
    setResult(undefined);
    if (!value) return refuse(t('check.errors.required'));
    setBusy(true);
    const outcome = await checkIndicator(value);
    setBusy(false);
    if (!outcome.ok) return refuse('message' in outcome ? outcome.message : t(outcome.messageKey));
    setError(undefined);
    setResult((previous) => ({
      checked: value,
      answer: outcome.answer,
      serial: (previous?.serial ?? 0) + 1,
    }));
  }

  return (
    <div>
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('check.title')}</h1>
      <p className="mt-4 text-lg text-foreground/85">{t('check.lead')}</p>
      <form noValidate onSubmit={onSubmit} aria-label={t('check.title')} className="mt-8 grid gap-4">
        <InputField
          ref={inputRef}
          id={FIELD}
          name={FIELD}
          label={t('check.label')}
          hint={t('check.hint')}
          error={error}
          defaultValue={prefilled(FIELD)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={300}
          required
        />
        <Button type="submit" size="lg" disabled={busy} className="justify-self-start">
          {busy ? t('check.checking') : t('check.submit')}
        </Button>
      </form>
      <div role="status" className="mt-8">
        {result ? <CheckAnswer key={result.serial} checked={result.checked} answer={result.answer} /> : null}
      </div>
      <section aria-labelledby="check-how" className="mt-10 border-t border-border pt-6">
        <h2 id="check-how" className="text-lg font-semibold">
          {t('check.howTitle')}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t('check.how')}</p>
      </section>
    </div>
  );
}
