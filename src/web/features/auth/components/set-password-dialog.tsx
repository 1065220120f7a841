import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { apiRequest } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authKeys } from '../api/auth-keys';
import { NewPasswordForm } from './new-password-form';
import { ReminderCard } from './reminder-card';

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
 * the portal asks on every visit ("Later" puts the dialog off for this browser session only),
 * and a banner stays on the dashboard the whole time (issue 17: never locked out). Whether a
 * password exists comes from the server (`hasPassword` of /api/auth/me), not from the browser.
 */
export function SetPasswordDialog({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
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
    setSaved(true);
    setOpen(false);
    await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    notify.success(t('newPassword.savedTitle'), { description: t('newPassword.savedBody') });
  }

  if (hasPassword || saved) return null;
  return (
    <>
      <ReminderCard
        id="password-reminder-title"
        icon={<KeyRound aria-hidden="true" className="size-8 shrink-0 text-amber-700" />}
        title={t('passwordReminder.title')}
        body={t('passwordReminder.body')}
      >
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('passwordReminder.action')}
        </Button>
      </ReminderCard>
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
    </>
  );
}
