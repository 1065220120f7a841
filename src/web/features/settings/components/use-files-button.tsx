import type { Language } from '@shared/domain/languages';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { AlertDialogAction } from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useTranslation } from 'react-i18next';
import { useUpdateSettings } from '../api/update-settings';

/** Hands a language back to its files (PUT landingContent { lang: null }), after a confirmation. */
export function UseFilesButton({ language, languageName }: { language: Language; languageName: string }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSettings();
  async function confirm() {
    try {
      await update.mutateAsync({ landingContent: { [language]: null } });
      notify.success(t('landing.filesAgain.done'), { description: t('saved.description') });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notify.error(t('failed.title'), { description: error.message || t('failed.generic') });
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" disabled={update.isPending}>
          {t('landing.filesAgain.button')}
        </Button>
      }
      title={t('landing.filesAgain.title', { language: languageName })}
      description={t('landing.filesAgain.description', { language: languageName })}
      cancelLabel={t('landing.filesAgain.cancel')}
      action={
        <AlertDialogAction destructive onClick={() => void confirm()}>
          {t('landing.filesAgain.confirm')}
        </AlertDialogAction>
      }
    />
  );
}
