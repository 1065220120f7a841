import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { notify } from '@web/lib/notify';
import { PartyPopper, Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRateCase } from '../api/rate-case';

type Props = {
  caseId: string;
  rating: { rating: number; comment: string | null } | null;
  onStatement: () => void;
};

const SCORES = [1, 2, 3, 4, 5] as const;

function Stars({ value, onChange }: { value: number; onChange: (score: number) => void }) {
  const { t } = useTranslation('cases');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-navy">{t('completion.ratingLabel')}</legend>
      <div className="flex gap-1">
        {SCORES.map((score) => (
          <label
            key={score}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="rating"
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn('size-7', score <= value ? 'fill-primary text-primary' : 'text-input')}
            />
            <span className="sr-only">{t('completion.stars', { count: score })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A completed case: the closing statement, and a rating that feeds the public average (D5). */
export function CompletionPanel({ caseId, rating, onStatement }: Props) {
  const { t } = useTranslation('cases');
  const rate = useRateCase(caseId);
  const [score, setScore] = useState(0);
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (score === 0) return setError(t('completion.chooseRating'));
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '').trim();
    try {
      await rate.mutateAsync({ rating: score, ...(comment ? { comment } : {}) });
      notify.success(t('completion.thanksToast'));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t('completion.failed'));
    }
  }

  return (
    <Card className="grid gap-4 border-primary/40 p-5">
      <div className="flex items-start gap-3">
        <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-primary" />
        <div>
          <h2 className="font-semibold text-navy">{t('completion.title')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('completion.body')}</p>
        </div>
      </div>
      <Button variant="outline" className="justify-self-start" onClick={onStatement}>
        {t('completion.statement')}
      </Button>
      {rating ? (
        <p className="text-sm text-navy">{t('completion.rated', { count: rating.rating })}</p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Stars
            value={score}
            onChange={(next) => {
              setScore(next);
              setError(undefined);
            }}
          />
          <TextareaField
            id="rating-comment"
            label={t('completion.commentLabel')}
            error={error}
            name="comment"
            maxLength={2000}
            rows={3}
          />
          <Button type="submit" className="justify-self-start" disabled={rate.isPending}>
            {t('completion.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
