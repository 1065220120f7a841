import { DeferredDropdown } from '@web/components/deferred-dropdown';
import { Button } from '@web/components/ui/button';
import { ChevronDown, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const loadMenu = () => import('./login-menu-dropdown').then((m) => m.LoginMenuDropdown);

/** Spec §2 "Login menu": the trigger; its entries load with the menu on first use. */
export function LoginMenu() {
  const { t } = useTranslation();
  return (
    <DeferredDropdown
      load={loadMenu}
      menuProps={{}}
      trigger={
        <Button size="sm">
          <LogIn aria-hidden="true" className="hidden sm:block" />
          {t('loginMenu.trigger')}
          <ChevronDown aria-hidden="true" />
        </Button>
      }
    />
  );
}
