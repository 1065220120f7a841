import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { useDesks } from '@web/features/desks';
import type { ChangeEventHandler } from 'react';
import { useTranslation } from 'react-i18next';

type DeskFieldProps = {
  id: string;
  value: string;
  error: string | undefined;
  onChange: ChangeEventHandler<HTMLSelectElement>;
};

/** A lawyer's or manager's desk, or none: the same choice when adding a user and when editing staff. */
export function DeskField({ id, value, error, onChange }: DeskFieldProps) {
  const { t } = useTranslation('people');
  // Asked for only while the field is shown: an admin or a client has no desk.
  const desks = useDesks();
  return (
    <FormField id={id} label={t('fields.desk')} error={error}>
      {(p) => (
        <NativeSelect {...p} value={value} onChange={onChange}>
          <option value="">{t('fields.noDesk')}</option>
          {(desks.data ?? []).map((desk) => (
            <option key={desk.id} value={desk.id}>
              {desk.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
