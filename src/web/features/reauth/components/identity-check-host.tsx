import { setIdentityCheck } from '@web/lib/api-client';
import { loadTexts, textsLoaded } from '@web/lib/i18n/texts';
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
        // This feature's texts load only when the dialog is first needed, not with every page (the
        // index is in the app's main chunk); the passkey button's texts load with their feature.
        loadTexts('reauth');
        await textsLoaded();
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
