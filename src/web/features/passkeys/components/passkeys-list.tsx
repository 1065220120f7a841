import type { Passkey } from '@shared/contracts/passkeys';
import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';
import { usePasskeys } from '../api/get-passkeys';
import { RemovePasskeyDialog, RenamePasskeyDialog } from './passkey-dialogs';

/** The person's passkeys: name, when added, when last used; rename and remove each. */
export function PasskeysList() {
  const { t } = useTranslation('passkeys');
  const query = usePasskeys();
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-muted-foreground">{t('list.loading')}</p>;
  const { passkeys } = query.data;
  if (passkeys.length === 0) return <p className="text-sm text-muted-foreground">{t('list.empty')}</p>;
  return (
    <ul aria-label={t('list.label')} className="grid gap-3">
      {passkeys.map((passkey) => (
        <PasskeyRow key={passkey.id} passkey={passkey} />
      ))}
    </ul>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation('passkeys');
  const { dateTime } = useFormats();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
      <div className="grid min-w-0 gap-1">
        <p className="break-words font-medium">{passkey.name}</p>
        <p className="text-sm text-muted-foreground">
          {t('list.created', { when: dateTime(passkey.createdAt) })}
          {' · '}
          {passkey.lastUsedAt
            ? t('list.lastUsed', { when: dateTime(passkey.lastUsedAt) })
            : t('list.neverUsed')}
        </p>
      </div>
      <div className="flex gap-2">
        <RenamePasskeyDialog
          passkey={passkey}
          trigger={
            <Button variant="outline" size="sm">
              {t('rename.button')}
            </Button>
          }
        />
        <RemovePasskeyDialog
          passkey={passkey}
          trigger={
            <Button variant="outline" size="sm">
              {t('remove.button')}
            </Button>
          }
        />
      </div>
    </li>
  );
}
