import type { Passkey } from '@shared/contracts/passkeys';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemovePasskey, useRenamePasskey } from '../api/change-passkey';

type Props = { passkey: Passkey; trigger: ReactNode };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** A new name for a passkey, asked in a small dialog. */
export function RenamePasskeyDialog({ passkey, trigger }: Props) {
  const { t } = useTranslation('passkeys');
  const rename = useRenamePasskey();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('add.nameRequired'));
    try {
      await rename.mutateAsync({ id: passkey.id, name: name.trim() });
      setOpen(false);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.fields?.name ?? messageOf(caught, t('errors.failed')))
          : t('errors.failed'),
      );
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setName(passkey.name);
        setError(undefined);
      }}
      trigger={trigger}
      title={t('rename.title')}
      description={t('rename.description')}
      cancelLabel={t('cancel')}
      onSubmit={submit}
      action={
        <Button type="submit" busy={rename.isPending}>
          {t('rename.save')}
        </Button>
      }
    >
      <InputField
        id={`passkey-rename-${passkey.id}`}
        label={t('add.nameLabel')}
        error={error}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={60}
      />
    </ConfirmDialog>
  );
}

/** Removing a passkey is asked first: the device will no longer sign this person in. */
export function RemovePasskeyDialog({ passkey, trigger }: Props) {
  const { t } = useTranslation('passkeys');
  const remove = useRemovePasskey();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');

  async function confirm(event: FormEvent) {
    event.preventDefault();
    try {
      await remove.mutateAsync(passkey.id);
      setOpen(false);
      notify.success(t('remove.removedTitle'), {
        description: t('remove.removedBody', { name: passkey.name }),
      });
    } catch (caught) {
      setError(messageOf(caught, t('errors.failed')));
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError('');
      }}
      trigger={trigger}
      title={t('remove.title', { name: passkey.name })}
      description={t('remove.description')}
      cancelLabel={t('cancel')}
      onSubmit={confirm}
      action={
        <Button type="submit" variant="destructive" busy={remove.isPending}>
          {t('remove.confirm')}
        </Button>
      }
    >
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </ConfirmDialog>
  );
}
