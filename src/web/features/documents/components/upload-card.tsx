import { MAX_DOCUMENT_BYTES } from '@shared/domain/documents';
import { TitledCard } from '@web/components/titled-card';
import { cn } from '@web/lib/cn';
import { formatFileSize } from '@web/lib/intl';
import { EVIDENCE_ACCEPT, EVIDENCE_TYPE_LABELS } from '@web/lib/upload-file';
import { Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvidenceUploads } from '../api/use-evidence-uploads';
import { formatTypeList } from '../formats';
import { UploadList } from './upload-list';

/** Files are dropped on the zone or picked with the file input, whose label is the visible button. */
export function UploadCard({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation('documents');
  const { items, upload, dismiss } = useEvidenceUploads(caseId);
  const [isOver, setIsOver] = useState(false);
  const inputId = useId();
  const hintId = useId();

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) upload(files);
  }

  return (
    <TitledCard
      heading={<h3>{t('upload.title')}</h3>}
      description={t('upload.hint', {
        types: formatTypeList(EVIDENCE_TYPE_LABELS, i18n.language),
        max: formatFileSize(MAX_DOCUMENT_BYTES, i18n.language),
      })}
      descriptionId={hintId}
      contentClassName="grid gap-4"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the file input below is the keyboard's way in. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input px-4 py-8 text-center transition-colors',
          isOver && 'border-primary bg-accent',
        )}
      >
        <Upload aria-hidden="true" className="size-8 text-primary" />
        <p className="text-sm text-muted-foreground">{t('upload.dropHere')}</p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={EVIDENCE_ACCEPT}
          aria-describedby={hintId}
          className="peer sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so choosing the same file again (after a refusal) still triggers a change.
            event.target.value = '';
            if (files.length > 0) upload(files);
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground transition-colors hover:bg-primary-hover peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
        >
          {t('upload.choose')}
        </label>
      </div>
      <UploadList items={items} onDismiss={dismiss} />
    </TitledCard>
  );
}
