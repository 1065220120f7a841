import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { apiRequest } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordForm } from './new-password-form';

/** Set in this browser tab when the client chooses "Later"; the next visit asks again (D16). */
const POSTPONED_KEY = 'set-password-postponed';

function postponedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(POSTPONED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * D16: a client who registered through the assessment has no password yet. Until they set one,
 * the portal asks on every visit; "Later" puts it off for this browser session only.
 */
export function SetPasswordDialog({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(() => !hasPassword && !postponedThisSession());

  function postpone() {
    try {
      window.sessionStorage.setItem(POSTPONED_KEY, '1');
    } catch {
      // Without storage the dialog simply asks again on the next page load.
    }
    setOpen(false);
  }

  async function save(password: string) {
    await apiRequest('/api/auth/initial-password', { method: 'POST', body: { password } });
    setOpen(false);
    notify.success(t('newPassword.savedTitle'), { description: t('newPassword.savedBody') });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : postpone())}>
      <DialogContent>
        <DialogTitle>{t('newPassword.dialogTitle')}</DialogTitle>
        <DialogDescription>{t('newPassword.dialogLead')}</DialogDescription>
        <NewPasswordForm
          idPrefix="initial"
          save={save}
          secondaryAction={
            <Button variant="ghost" onClick={postpone}>
              {t('newPassword.later')}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
