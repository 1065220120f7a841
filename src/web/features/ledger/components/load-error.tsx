import { Button } from '@web/components/ui/button';
import { AlertCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A failed load: what went wrong in plain words, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-border p-4">
      <p className="flex items-center gap-2 text-sm text-navy">
        <AlertCircle aria-hidden="true" className="size-4 shrink-0 text-destructive" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}
