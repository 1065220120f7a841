import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from '../api/use-evidence-uploads';
import { formatPercent } from '../formats';
import { refusalText } from '../upload-verdict';

type UploadListProps = { items: UploadItem[]; onDismiss: (id: string) => void };

/** Each chosen file with its progress, then its verdict; announced politely as verdicts arrive. */
export function UploadList({ items, onDismiss }: UploadListProps) {
  const { t } = useTranslation('documents');
  return (
    <div aria-live="polite">
      {items.length > 0 ? (
        <ul aria-label={t('upload.listLabel')} className="grid gap-3">
          {items.map((item) => (
            <li key={item.id} className="grid gap-2 rounded-md border border-border p-3">
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-medium break-words text-navy">{item.name}</span>
                {item.state !== 'uploading' ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-m-2 size-9 shrink-0"
                    aria-label={t('upload.dismiss', { name: item.name })}
                    onClick={() => onDismiss(item.id)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              <UploadState item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UploadState({ item }: { item: UploadItem }) {
  const { t, i18n } = useTranslation('documents');
  if (item.state === 'uploading') {
    const percent = Math.round(item.progress);
    return (
      <div className="grid gap-1">
        <Progress value={percent} aria-label={t('upload.progressLabel', { name: item.name })} />
        <span className="text-sm text-muted-foreground">
          {t('upload.sending', { percent: formatPercent(percent, i18n.language) })}
        </span>
      </div>
    );
  }
  if (item.state === 'accepted') {
    return (
      <p className="flex items-start gap-2 text-sm text-emerald-800">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('upload.accepted')}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-destructive">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {refusalText(item, t, i18n.language)}
    </p>
  );
}
