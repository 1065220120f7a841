import { trailIssueOfText } from '@shared/domain/trail/issues';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A field's problem in the reader's language. The shared schema words its own checks in English
 * (a checksum, a missing network): each has its translation under errors.<issue>. The server's
 * messages arrive translated already; anything else gets the field's generic explanation.
 */
export function useTrailFieldMessage() {
  const { t } = useTranslation('paymentTrail');
  return (error: FieldError | undefined, field: string): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    const issue = error.message ? trailIssueOfText(error.message) : undefined;
    return issue
      ? t(`errors.${issue}`)
      : t(`fieldErrors.${field}`, { defaultValue: t('fieldErrors.generic') });
  };
}
