import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { loadTexts } from '@web/lib/i18n/texts';
import { Download, Printer } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewedStatement } from './use-accounting-files';

loadTexts('payments');

type StatementViewerProps = {
  statement: ViewedStatement | null;
  onClose: () => void;
  onDownload: (statement: ViewedStatement) => void;
};

/**
 * The printable statement, read in the page: the same standalone document the client can keep,
 * shown in a frame (its own styles, no script) filling a phone's screen. Print prints only the
 * frame; Download keeps the file.
 */
export function StatementViewer({ statement, onClose, onDownload }: StatementViewerProps) {
  const { t } = useTranslation('payments');
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <Dialog open={statement !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeButton={false}
        className="flex h-[100dvh] max-h-[100dvh] w-full max-w-none flex-col gap-3 rounded-none p-3 sm:h-[calc(100dvh-2rem)] sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-4xl sm:rounded-lg sm:p-4"
      >
        {statement ? (
          <>
            <div className="grid gap-1">
              <DialogTitle>{statement.title}</DialogTitle>
              <DialogDescription>{t('viewer.description')}</DialogDescription>
            </div>
            <iframe
              ref={frame}
              title={statement.title}
              srcDoc={statement.html}
              className="min-h-0 w-full flex-1 rounded-md border border-border bg-white"
            />
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{t('viewer.close')}</Button>
              </DialogClose>
              <Button variant="outline" onClick={() => onDownload(statement)}>
                <Download aria-hidden="true" />
                {t('viewer.download')}
              </Button>
              <Button onClick={() => frame.current?.contentWindow?.print()}>
                <Printer aria-hidden="true" />
                {t('viewer.print')}
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
