import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useReason } from '@web/lib/use-reason';
import { useTranslation } from 'react-i18next';

const MIN_REASON = 3;

/**
 * The reason both indicator dialogs ask for (mark an indicator, withdraw a review): checked for
 * length here, then sent; the dialog closes with a notice once the server has it.
 */
export function useIndicatorReason(indicator: unknown, onClose: () => void) {
  const { t } = useTranslation('indicators');
  const { reason, setError, formError, setFormError, field } = useReason(indicator);

  /** Runs `action` with the trimmed reason, then says `done`; a refusal stays in the dialog. */
  async function send(action: (reason: string) => Promise<unknown>, done: string) {
    if (reason.trim().length < MIN_REASON) {
      setError(t('indicators.mark.reasonRequired'));
      return;
    }
    try {
      await action(reason.trim());
      notify.success(done);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Only the reason shows a field's error; the server's message stands below the fields as well.
      setError(error.fields?.reason);
      setFormError(error.message || t('form.failed'));
    }
  }

  return { send, formError, field };
}
