import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_MESSAGE_LENGTH, sendMessageRequestSchema } from '@shared/contracts/messages';
import { FormError } from '@web/components/form-error';
import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError, NETWORK_ERROR } from '@web/lib/api-client';
import { formatCount } from '@web/lib/intl';
import { Send } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { useSendMessage } from '../api/send-message';

type Values = { body: string };

/** Enter sends, Shift+Enter starts a new line. A failed send keeps the text and says why. */
type MessageComposerProps = {
  send: ReturnType<typeof useSendMessage>;
  /** Shown beside the Send button (the attach control). */
  secondaryAction?: ReactNode;
};

export function MessageComposer({ send, secondaryAction }: MessageComposerProps) {
  const { t, i18n } = useTranslation('messages');
  const fieldId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<Values>({
    resolver: zodResolver(sendMessageRequestSchema),
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const isBusy = isSubmitting || send.isPending;

  function fieldError(error: FieldError | undefined): string | undefined {
    if (!error) return undefined;
    if (error.type === 'too_big') {
      return t('composer.tooLong', { max: formatCount(MAX_MESSAGE_LENGTH, i18n.language) });
    }
    return t('composer.required');
  }

  async function onSubmit(values: Values) {
    setFailure(undefined);
    try {
      await send.mutateAsync(values.body);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.code === NETWORK_ERROR) setFailure(t('composer.network'));
      else if (error instanceof ApiError && error.message) setFailure(error.message);
      else setFailure(t('composer.failed'));
    }
  }
  const submit = form.handleSubmit(onSubmit);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an input method is composing a character: its Enter confirms the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isBusy) void submit();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <TextareaField
        id={fieldId}
        label={t('composer.label')}
        hint={t('composer.hint')}
        error={fieldError(errors.body)}
        {...form.register('body')}
        rows={3}
        readOnly={isBusy}
        inputClassName="min-h-20"
        onKeyDown={onKeyDown}
      />
      <FormError>{failure}</FormError>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">{secondaryAction}</div>
        <Button type="submit" disabled={isBusy}>
          <Send aria-hidden="true" />
          {isBusy ? t('composer.sending') : t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
