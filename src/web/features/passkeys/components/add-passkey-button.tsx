import type { PasskeyAdded } from '@shared/contracts/passkeys';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddPasskey } from '../api/add-passkey';
import { passkeyErrorMessage } from '../lib/passkey-error';

type Props = {
  /** After the passkey is stored: e.g. go on to `redirectTo` when this was a sign-in's enrolment. */
  onAdded?: (added: PasskeyAdded) => void;
};

/** A name for the new passkey (to tell devices apart later) and the button that makes it. */
export function AddPasskeyButton({ onAdded }: Props) {
  const { t } = useTranslation('passkeys');
  const addPasskey = useAddPasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setNameError(undefined);
    if (!name.trim()) {
      setNameError(t('add.nameRequired'));
      return;
    }
    if (!browserSupportsWebAuthn()) {
      setError(t('errors.unsupported'));
      return;
    }
    try {
      const added = await addPasskey.mutateAsync(name.trim());
      setName('');
      notify.success(t('add.addedTitle'), { description: t('add.addedBody', { name: added.passkey.name }) });
      onAdded?.(added);
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? caught.fields?.name : undefined;
      if (fieldError) setNameError(fieldError);
      else setError(passkeyErrorMessage(caught, t));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <InputField
        id="passkey-name"
        label={t('add.nameLabel')}
        hint={t('add.nameHint')}
        error={nameError}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={60}
        autoComplete="off"
      />
      <Button type="submit" className="justify-self-start" busy={addPasskey.isPending}>
        {addPasskey.isPending ? t('waiting') : t('add.button')}
      </Button>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </form>
  );
}
