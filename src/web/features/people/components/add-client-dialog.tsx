import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddClientForm } from './add-client-form';

/** Add Client (D15): the client is invited by email to set a password (D11); the case is mine. */
export function AddClientDialog() {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        {t('clients.add.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
          <DialogTitle>{t('clients.add.title')}</DialogTitle>
          <DialogDescription>{t('clients.add.description')}</DialogDescription>
          <AddClientForm onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
