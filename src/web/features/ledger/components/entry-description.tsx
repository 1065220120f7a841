import type { LedgerEntry } from '@shared/contracts/ledger';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Where a recovery came from and its reference, or that an entry is a reversal and why. */
export function EntryDescription({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('ledger');
  if (entry.kind === 'reversal') {
    return (
      <>
        <p className="flex items-center gap-1 text-navy">
          <Undo2 aria-hidden="true" className="size-3.5" />
          {t('kind.reversal')}
        </p>
        <p className="text-muted-foreground">{t('statement.reason', { reason: entry.reason ?? '' })}</p>
      </>
    );
  }
  return (
    <>
      <p className="text-navy">{entry.source ? t(`source.${entry.source}`) : t(`kind.${entry.kind}`)}</p>
      {entry.reference ? (
        <p className="break-all text-muted-foreground">
          {t('statement.reference', { reference: entry.reference })}
        </p>
      ) : null}
      {entry.reversedById ? <p className="text-muted-foreground">{t('statement.reversedLater')}</p> : null}
    </>
  );
}
