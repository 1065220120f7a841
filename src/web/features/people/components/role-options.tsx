import type { Role } from '@shared/domain/roles';
import { useTranslation } from 'react-i18next';

/** Roles as a select's options, each in the admin's words (Add User's role, Assign's assignee role). */
export function RoleOptions({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('people');
  return roles.map((role) => (
    <option key={role} value={role}>
      {t(`roles.${role}`)}
    </option>
  ));
}
