import type { SettingChange } from '@shared/contracts/settings';
import type { FirmSettingKey } from '@shared/domain/firm-settings';
import { FormError } from '@web/components/form-error';
import { SectionHeading } from '@web/components/section-heading';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/intl';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportUnsaved } from '../lib/unsaved-changes';
import type { SectionStatus } from './use-section-form';

type Props = {
  id: string;
  title: string;
  description: ReactNode;
  /** The settings this section saves: its "last changed" line is the newest of theirs. */
  keys: readonly FirmSettingKey[];
  changes: SettingChange[] | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  status: SectionStatus;
  /** Buttons beside Save (type="button": they do not submit). */
  actions?: ReactNode;
  children: ReactNode;
};

/** One headed card per group of settings, with its own form and Save: a save sends only its keys. */
export function SettingsSection(props: Props) {
  const { t, i18n } = useTranslation('settings');
  const headingId = `${props.id}-heading`;
  const last = newest(props.changes, props.keys);
  useReportUnsaved(props.id, props.status.isDirty);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <SectionHeading id={headingId} level={3} title={props.title} />
          <CardDescription>{props.description}</CardDescription>
          <p className="text-xs text-muted-foreground">
            {last
              ? t('lastChanged', {
                  name: last.by?.name ?? t('formerUser'),
                  at: formatDateTime(last.at, i18n.language),
                })
              : t('neverChanged')}
          </p>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={props.onSubmit} className="grid gap-5">
            {props.children}
            <FormError>{props.status.formError}</FormError>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
              {/* Always in the page, so screen readers announce the text when it appears. */}
              <p role="status" className="text-sm font-medium text-navy sm:mr-2">
                {props.status.isDirty ? t('unsaved.status') : null}
              </p>
              {props.actions}
              <Button type="submit" busy={props.status.isSaving}>
                {props.status.isSaving ? t('saving') : t('save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}

function newest(changes: SettingChange[] | undefined, keys: readonly string[]) {
  return (changes ?? [])
    .filter((change) => keys.includes(change.key))
    .reduce<SettingChange | undefined>((a, b) => (!a || b.at > a.at ? b : a), undefined);
}
