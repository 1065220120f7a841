import { Button } from '@web/components/ui/button';
import { downloadText } from '@web/lib/download';
import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copyWithNotice } from '../lib/clipboard';

/**
 * Ten recovery codes, shown once: as a list to read or print, to copy in one go, or to save as
 * a text file (made in the browser; nothing is sent anywhere).
 */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('secondFactors');
  const asText = `${t('recoveryCodes.fileHeader')}\n\n${codes.join('\n')}\n`;
  return (
    <div className="grid gap-4">
      <ol
        aria-label={t('recoveryCodes.listLabel')}
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-border bg-muted/40 p-4 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copyWithNotice(codes.join('\n'), t)}>
          <Copy aria-hidden="true" />
          {t('recoveryCodes.copyAll')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => downloadText(t('recoveryCodes.fileName'), asText, 'text/plain;charset=utf-8')}
        >
          <Download aria-hidden="true" />
          {t('recoveryCodes.download')}
        </Button>
      </div>
    </div>
  );
}
