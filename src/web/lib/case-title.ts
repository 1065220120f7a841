import { type CaseTitleParts, composeCaseTitle } from '@shared/domain/case-title';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A case's title in the reader's language (issue 17 item 2): a title staff typed as typed, a
 * generated one composed from the fraud type and client name with this language's labels, and
 * composed again when the reader switches language.
 */
export function useCaseTitle(): (parts: CaseTitleParts) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (parts: CaseTitleParts) => composeCaseTitle(parts, (fraudType) => t(`caseTitle.fraud.${fraudType}`)),
    [t],
  );
}
