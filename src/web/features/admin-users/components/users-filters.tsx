import { ROLES, USER_STATUSES } from '@shared/domain/roles';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useTranslation } from 'react-i18next';

export type UserFilterValues = {
  q: string;
  role: 'all' | (typeof ROLES)[number];
  status: '' | (typeof USER_STATUSES)[number];
};

/** Search by first name, last name or email; the spec's role filter; and a status filter. */
export function UsersFilters({
  values,
  onChange,
}: {
  values: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
}) {
  const { t } = useTranslation('adminUsers');
  return (
    <search className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <FormField id="admin-users-search" label={t('filters.search')}>
        {(p) => (
          <Input
            {...p}
            type="search"
            value={values.q}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(e) => onChange({ ...values, q: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="admin-users-role" label={t('filters.role')}>
        {(p) => (
          <NativeSelect
            {...p}
            value={values.role}
            onChange={(e) => onChange({ ...values, role: e.target.value as UserFilterValues['role'] })}
          >
            <option value="all">{t('filters.allRoles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="admin-users-status" label={t('filters.status')}>
        {(p) => (
          <NativeSelect
            {...p}
            value={values.status}
            onChange={(e) => onChange({ ...values, status: e.target.value as UserFilterValues['status'] })}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </search>
  );
}
