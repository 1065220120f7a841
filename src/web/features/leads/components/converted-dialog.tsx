import type { Lead } from '@shared/contracts/leads';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { useTranslation } from 'react-i18next';

/**
 * After Create Case: offers to open the new case rather than leaving the list unasked. It lives in
 * the tab, not the lead's card: the converted lead loses its Create Case button on refetch.
 */
export function ConvertedDialog(props: {
  lead: Lead | null;
  onClose: () => void;
  openCase: (caseId: string) => void;
}) {
  const { t } = useTranslation('leads');
  const { lead } = props;
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t('convert.doneTitle', { reference: lead?.caseReference ?? '' })}</DialogTitle>
        <DialogDescription>{t('convert.doneDescription')}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={props.onClose}>
            {t('convert.stay')}
          </Button>
          <Button onClick={() => lead && props.openCase(lead.caseId)}>{t('convert.openCase')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
