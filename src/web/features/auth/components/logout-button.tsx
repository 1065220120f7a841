import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout';

/**
 * Ends the session on the server, forgets everything this browser kept, and goes home (spec §2).
 * A page with unsaved edits may ask first (`confirmLeave`); the session ends only after a yes.
 */
export function LogoutButton({ confirmLeave }: { confirmLeave?: (() => Promise<boolean>) | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  async function onClick() {
    if (confirmLeave && !(await confirmLeave())) return;
    logout.mutate(undefined, {
      onSuccess: async () => {
        clearBrowserStorage();
        await navigate('/', { replace: true });
        // Cleared after leaving the dashboard, so nothing on screen refetches a signed-out session.
        queryClient.clear();
      },
      onError: () => notify.error(t('logout.failedTitle'), { description: t('logout.failed') }),
    });
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      {t('logout.action')}
    </Button>
  );
}

function clearBrowserStorage() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; the server session is already gone, which is what matters.
  }
}
