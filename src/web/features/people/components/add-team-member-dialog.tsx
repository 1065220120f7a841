import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddTeamMemberForm } from './add-team-member-form';

/** Add Team Member (spec §5): opens the form; the desk is the manager's own, set by the server. */
export function AddTeamMemberDialog({ countries }: { countries: string[] }) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        {t('addMember.open')}
      </Button>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t('addMember.title')}</DialogTitle>
        <DialogDescription>{t('addMember.description')}</DialogDescription>
        <AddTeamMemberForm countries={countries} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
