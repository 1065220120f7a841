import { DownloadLink } from '@web/components/download-link';
import { EmptyState } from '@web/components/empty-state';
import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormats } from '@web/lib/use-formats';
import { FileArchive } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { packFileUrl, useEvidencePacks } from '../api/evidence-packs';
import { CreatePackDialog } from './create-pack-dialog';

/**
 * The case's evidence packs (issue 21 item 4): who each was for, when, by whom, and the SHA-256
 * of the PDF and the ZIP as registered, so a copy a bank sends back can be checked against it.
 */
export function EvidencePacksSection({ caseId }: { caseId: string }) {
  const { t } = useTranslation('evidencePacks');
  const f = useFormats();
  const query = useEvidencePacks(caseId);
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-3">
      <div>
        <Button size="sm" onClick={() => setOpen(true)}>
          <FileArchive aria-hidden="true" />
          {t('packs.make')}
        </Button>
      </div>
      {query.isPending ? <Skeleton className="h-20 w-full" /> : null}
      {query.isError ? <LoadFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.length === 0 ? <EmptyState>{t('packs.empty')}</EmptyState> : null}
      {query.data?.length ? (
        <ul className="grid gap-3">
          {query.data.map((p) => (
            <li key={p.id} className="grid gap-2 rounded-lg border border-border p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-navy">{p.addresseeName}</span>
                <span className="text-muted-foreground">
                  {t(`packs.addressees.${p.addresseeKind}`)} · {f.language(p.language)} ·{' '}
                  {f.dateTime(p.createdAt)}
                  {p.createdBy ? ` · ${p.createdBy}` : ''}
                </span>
              </div>
              <dl className="grid gap-1">
                <div className="grid gap-0.5 sm:grid-cols-[7rem_minmax(0,1fr)]">
                  <dt className="text-muted-foreground">{t('packs.pdfHash')}</dt>
                  <dd className="font-mono text-xs break-all">{p.pdfSha256}</dd>
                </div>
                <div className="grid gap-0.5 sm:grid-cols-[7rem_minmax(0,1fr)]">
                  <dt className="text-muted-foreground">{t('packs.zipHash')}</dt>
                  <dd className="font-mono text-xs break-all">{p.zipSha256}</dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-2">
                <DownloadLink
                  size="sm"
                  href={packFileUrl(caseId, p.id, 'pdf')}
                  label={t('packs.downloadPdfFor', { name: p.addresseeName })}
                >
                  {t('packs.downloadPdf')}
                </DownloadLink>
                <DownloadLink
                  size="sm"
                  href={packFileUrl(caseId, p.id, 'zip')}
                  label={t('packs.downloadZipFor', { name: p.addresseeName })}
                >
                  {t('packs.downloadZip')}
                </DownloadLink>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <CreatePackDialog caseId={caseId} open={open} onOpenChange={setOpen} onCreated={() => undefined} />
    </div>
  );
}
