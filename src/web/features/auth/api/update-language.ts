import { type MeResponse, meResponseSchema } from '@shared/contracts/auth';
import type { Language } from '@shared/domain/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useTranslation } from 'react-i18next';
import { authKeys } from './auth-keys';

/** PATCH /api/auth/me: stores the language on the account so emails use it too. */
export async function updateLanguage(language: Language): Promise<MeResponse> {
  return meResponseSchema.parse(
    await apiRequest<unknown>('/api/auth/me', { method: 'PATCH', body: { language } }),
  );
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (me) => queryClient.setQueryData(authKeys.me(), me),
  });
}

/**
 * For the language switcher of signed-in pages: stores the new choice on the account and, if that
 * fails, says so (the page has switched anyway; only emails would keep the old language).
 */
export function useSaveLanguageToAccount(): (language: Language) => void {
  const { t } = useTranslation();
  const { mutate } = useUpdateLanguage();
  return (language) =>
    mutate(language, {
      onError: () => notify.error(t('language.saveFailedTitle'), { description: t('language.saveFailed') }),
    });
}
