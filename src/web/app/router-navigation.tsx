import { type AppLinkProps, type Navigation, NavigationProvider } from '@web/lib/navigation';
import { useMemo } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';

const RouterLink = (props: AppLinkProps) => <Link {...props} />;

/** The app's root route: links and redirects in its pages move within the router (lib/navigation). */
export function RouterNavigation() {
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ Link: RouterLink, navigate: (to) => navigate(to) }),
    [navigate],
  );
  return (
    <NavigationProvider value={navigation}>
      <Outlet />
    </NavigationProvider>
  );
}
