import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { useTranslation } from 'react-i18next';
import type { Desk } from '../api/get-desks';
import { DeskForm } from './desk-form';

type DeskDialogProps = { open: boolean; desk?: Desk | undefined; onOpenChange: (open: boolean) => void };

/** Create desk / Edit desk (spec §2 dialogs): the same form, empty or filled with the desk. */
export function DeskDialog({ open, desk, onOpenChange }: DeskDialogProps) {
  const { t } = useTranslation('desks');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{desk ? t('deskForm.editTitle') : t('deskForm.createTitle')}</DialogTitle>
        <DialogDescription>{t('deskForm.description')}</DialogDescription>
        {/* A new form per desk, so one desk's values never linger in another's dialog. */}
        {open ? <DeskForm key={desk?.id ?? 'new'} desk={desk} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
