import type { DropdownProps } from '@web/components/deferred-dropdown';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { AppLink } from '@web/lib/navigation';
import { useTranslation } from 'react-i18next';

/** Spec §2 "Login menu": each audience has its own sign-in page. */
const ENTRIES = [
  { to: '/client-login', labelKey: 'loginMenu.clientPortal' },
  { to: '/admin-login', labelKey: 'loginMenu.adminDashboard' },
  { to: '/login', labelKey: 'loginMenu.staffLogin' },
] as const;

export function LoginMenuDropdown({ trigger, defaultOpen }: DropdownProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {ENTRIES.map((entry) => (
          <DropdownMenuItem key={entry.to} asChild>
            <AppLink to={entry.to}>{t(entry.labelKey)}</AppLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
