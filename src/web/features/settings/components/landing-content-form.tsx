import type { PublishedLandingContent, SettingChange } from '@shared/contracts/settings';
import { landingContentEntrySchema } from '@shared/domain/firm-settings';
import type { Language } from '@shared/domain/languages';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { landingFromForm, landingToForm } from '../lib/form-values';
import { PressList, TestimonialList } from './landing-lists';
import { SettingsSection } from './settings-section';
import { UseFilesButton } from './use-files-button';
import { useSectionForm } from './use-section-form';

type Props = {
  language: Language;
  languageName: string;
  published: PublishedLandingContent['languages'][number];
  changes: SettingChange[] | undefined;
  picker: ReactNode;
  /** Told whenever the form gains or loses unsaved edits (the language picker asks before dropping them). */
  onDirtyChange: (isDirty: boolean) => void;
};

/** One language's landing content as a form; Save publishes it from the settings. */
export function LandingContentForm({
  language,
  languageName,
  published,
  changes,
  picker,
  onDirtyChange,
}: Props) {
  const { t } = useTranslation('settings');
  const { form, save, status } = useSectionForm({
    saved: landingToForm(published),
    schema: landingContentEntrySchema,
    toPayload: landingFromForm,
    prefix: `landingContent.${language}`,
  });
  const { isDirty } = status;
  useEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
  const empty = published.testimonials.length === 0 && published.press.length === 0;
  const source =
    published.source === 'settings'
      ? t('landing.fromSettings', { language: languageName })
      : empty
        ? t('landing.nothing', { language: languageName })
        : t('landing.fromFiles', { language: languageName, folder: `content/${language}/` });

  return (
    <SettingsSection
      id="settings-landing"
      title={t('landing.title')}
      description={t('landing.description')}
      keys={['landingContent']}
      changes={changes}
      status={status}
      actions={
        published.source === 'settings' ? (
          <UseFilesButton language={language} languageName={languageName} />
        ) : null
      }
      onSubmit={form.handleSubmit((entry) =>
        save({ landingContent: { [language]: entry } }, (s) =>
          landingToForm(s.landingContent[language] ?? entry),
        ),
      )}
    >
      {picker}
      <p className="rounded-md bg-muted p-3 text-sm" aria-live="polite">
        {source}
      </p>
      <TestimonialList form={form} />
      <PressList form={form} />
    </SettingsSection>
  );
}
