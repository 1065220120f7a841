import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { ChevronDown, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2 "Login menu": each audience has its own sign-in page. */
const ENTRIES = [
  { to: '/client-login', labelKey: 'loginMenu.clientPortal' },
  { to: '/admin-login', labelKey: 'loginMenu.adminDashboard' },
  { to: '/login', labelKey: 'loginMenu.staffLogin' },
] as const;

export function LoginMenu() {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm">
          <LogIn aria-hidden="true" className="hidden sm:block" />
          {t('loginMenu.trigger')}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {ENTRIES.map((entry) => (
          <DropdownMenuItem key={entry.to} asChild>
            <Link to={entry.to}>{t(entry.labelKey)}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
