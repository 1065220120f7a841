import { ROLES, USER_STATUSES } from '@shared/domain/roles';
import { filterOptions, SelectFilter } from '@web/components/filter-fields';
import { InputField } from '@web/components/text-fields';
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
  const { t } = useTranslation('people');
  return (
    <search className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <InputField
        id="admin-users-search"
        label={t('filters.search')}
        type="search"
        value={values.q}
        placeholder={t('filters.searchPlaceholder')}
        onChange={(e) => onChange({ ...values, q: e.target.value })}
      />
      <SelectFilter
        id="admin-users-role"
        label={t('filters.role')}
        value={values.role}
        options={filterOptions({ value: 'all', label: t('filters.allRoles') }, ROLES, (role) =>
          t(`roles.${role}`),
        )}
        onChange={(role) => onChange({ ...values, role: role as UserFilterValues['role'] })}
      />
      <SelectFilter
        id="admin-users-status"
        label={t('filters.status')}
        value={values.status}
        options={filterOptions({ value: '', label: t('filters.allStatuses') }, USER_STATUSES, (status) =>
          t(`statuses.${status}`),
        )}
        onChange={(status) => onChange({ ...values, status: status as UserFilterValues['status'] })}
      />
    </search>
  );
}
