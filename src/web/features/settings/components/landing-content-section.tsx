import type { PublishedLandingContent } from '@shared/contracts/settings';
import { LANGUAGES, type Language } from '@shared/domain/languages';
import { LeaveTabDialog } from '@web/components/leave-tab-dialog';
import { LoadFailed } from '@web/components/load-failed';
import { SelectOptions } from '@web/components/select-options';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLandingContent } from '../api/get-landing-content';
import { LandingContentForm } from './landing-content-form';
import type { SectionProps } from './section-props';

type Published = PublishedLandingContent['languages'][number];

/**
 * Issue 7 item 8 (D20): the testimonials and press mentions the landing page publishes, one
 * language at a time. What is published now is shown and can be edited; saving a language
 * publishes it from the settings instead of its files in CONTENT_DIR.
 */
export function LandingContentSection({ changes }: Pick<SectionProps, 'changes'>) {
  const { t, i18n } = useTranslation('settings');
  const published = useLandingContent();
  const [language, setLanguage] = useState<Language>(() =>
    (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
  );
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  // Switching language mounts a fresh form: unsaved edits of the open one are asked about first.
  const [isDirty, setIsDirty] = useState(false);
  const [asking, setAsking] = useState<Language | null>(null);
  const choose = (next: Language) => {
    if (next === language) return;
    if (isDirty) setAsking(next);
    else setLanguage(next);
  };
  const current: Published | undefined = published.data?.find((entry) => entry.language === language);

  const picker = (
    <FormField id="landing-language" label={t('landing.language')} hint={t('landing.languageHint')}>
      {(control) => (
        <div className="sm:max-w-xs">
          <NativeSelect
            {...control}
            value={language}
            onChange={(event) => choose(event.target.value as Language)}
          >
            <SelectOptions values={LANGUAGES} label={(code) => names.of(code) ?? code} />
          </NativeSelect>
        </div>
      )}
    </FormField>
  );

  if (published.isError)
    return <LoadFailed error={published.error} onRetry={() => void published.refetch()} />;
  if (!current) return <Skeleton className="h-64 w-full" />;
  return (
    <>
      <LandingContentForm
        // A fresh form per language, so switching never mixes one language's entries into another.
        key={language}
        language={language}
        languageName={names.of(language) ?? language}
        published={current}
        changes={changes}
        picker={picker}
        onDirtyChange={setIsDirty}
      />
      <LeaveTabDialog
        open={asking !== null}
        texts={{
          title: t('unsaved.leave.title'),
          description: t('landing.switchUnsaved', { language: names.of(language) ?? language }),
          stay: t('unsaved.leave.stay'),
          leave: t('unsaved.leave.discard'),
        }}
        onStay={() => setAsking(null)}
        onLeave={() => {
          if (asking) setLanguage(asking);
          setAsking(null);
        }}
      />
    </>
  );
}
