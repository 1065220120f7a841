import { PASSKEYS_NAMESPACE } from '@web/features/passkeys';
import { setIdentityCheck } from '@web/lib/api-client';
import { i18n } from '@web/lib/i18n';
import { useEffect, useState } from 'react';
import { ReauthDialog } from './reauth-dialog';

type Question = { resolve: (confirmed: boolean) => void };

/**
 * Mounted once for the whole app: when any API call answers `reauthentication_required`, the
 * api-client asks through here, the dialog opens over whatever screen made the change, and its
 * answer lets the api-client send the change again (or give up with the original error).
 */
export function IdentityCheckHost() {
  const [question, setQuestion] = useState<Question | null>(null);

  useEffect(
    () =>
      setIdentityCheck(async () => {
        // The dialog's texts (and its passkey button's) load only when it is first needed, not with every page.
        await i18n.loadNamespaces(['reauth', PASSKEYS_NAMESPACE]);
        return new Promise<boolean>((resolve) => setQuestion({ resolve }));
      }),
    [],
  );

  if (!question) return null;
  return (
    <ReauthDialog
      onDone={(confirmed) => {
        setQuestion(null);
        question.resolve(confirmed);
      }}
    />
  );
}
