import { Button } from '@web/components/ui/button';
import { ApiError, NETWORK_ERROR } from '@web/lib/api-client';
import { AlertCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A section that could not load: what went wrong in plain words, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const offline = error instanceof ApiError && error.code === NETWORK_ERROR;
  const message = error instanceof ApiError && error.message ? error.message : null;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-background p-5"
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <AlertCircle aria-hidden="true" className="size-4" />
        {offline ? t('loadFailed.offline') : t('loadFailed.title')}
      </p>
      {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
      <Button variant="outline" onClick={onRetry}>
        {t('loadFailed.retry')}
      </Button>
    </div>
  );
}

/**
 * A list or a form's options that could not load, said in their own words, with a small retry
 * button ("Try again" unless the list names it).
 */
export function LoadFailedInline(props: { message: string; retryLabel?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-border p-4">
      <p className="flex items-center gap-2 text-sm text-navy">
        <AlertCircle aria-hidden="true" className="size-4 shrink-0 text-destructive" />
        {props.message}
      </p>
      <Button variant="outline" size="sm" onClick={props.onRetry}>
        <RotateCw aria-hidden="true" />
        {props.retryLabel ?? t('loadFailed.retry')}
      </Button>
    </div>
  );
}
