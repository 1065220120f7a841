import { DownloadLink } from '@web/components/download-link';
import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/intl';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feeAgreementDocumentUrl, useFeeAgreement } from '../api/fee-agreement';
import { FeeAgreementDialog } from './fee-agreement-dialog';
import { FeeAgreementText } from './fee-agreement-text';

type Props = { caseId: string; clientName: string; acceptedAt: string | null };

/** The accepted agreement as signed: its text, who accepted it and when. */
function AcceptedDialog({
  caseId,
  open,
  onOpenChange,
}: {
  caseId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t, i18n } = useTranslation('cases');
  const agreement = useFeeAgreement(caseId, i18n.language, open);
  const accepted = agreement.data?.accepted;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('agreement.acceptedTitle')}</DialogTitle>
        <DialogDescription>
          {accepted
            ? t('agreement.acceptedBy', {
                name: accepted.signedName,
                date: formatDateTime(accepted.acceptedAt, i18n.language),
              })
            : t('portal.loading')}
        </DialogDescription>
        {agreement.isPending ? <Skeleton className="h-64" /> : null}
        {agreement.isError ? (
          <LoadFailed error={agreement.error} onRetry={() => void agreement.refetch()} />
        ) : null}
        {agreement.data ? (
          <FeeAgreementText agreement={agreement.data} label={t('agreement.textLabel')} />
        ) : null}
        <DownloadLink href={feeAgreementDocumentUrl(caseId)} className="justify-self-start">
          {t('agreement.download')}
        </DownloadLink>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Before work starts the client accepts the fee agreement; after, it stays one click away. The
 * acceptance date comes from the record the server keeps.
 */
export function FeeAgreementCard({ caseId, clientName, acceptedAt }: Props) {
  const { t, i18n } = useTranslation('cases');
  const [open, setOpen] = useState(false);
  if (!acceptedAt) {
    return (
      <Card className="flex flex-col gap-4 border-primary/40 p-5 sm:flex-row sm:items-center">
        <FileSignature aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div className="flex-1">
          <h2 className="font-semibold text-navy">{t('agreement.promptTitle')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('agreement.promptBody')}</p>
        </div>
        <Button onClick={() => setOpen(true)}>{t('agreement.read')}</Button>
        <FeeAgreementDialog caseId={caseId} clientName={clientName} open={open} onOpenChange={setOpen} />
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
      <FileSignature aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <div className="flex-1">
        <h2 className="font-semibold text-navy">{t('agreement.acceptedTitle')}</h2>
        <p className="text-sm text-muted-foreground">
          {t('agreement.acceptedOn', { date: formatDateTime(acceptedAt, i18n.language) })}
        </p>
      </div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('agreement.view')}
      </Button>
      <AcceptedDialog caseId={caseId} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
