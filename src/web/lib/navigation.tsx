import { type AnchorHTMLAttributes, createContext, type ReactNode, type Ref, useContext } from 'react';

/**
 * Links and redirects without naming the router. The prerendered public pages run without
 * React Router (D110: it is a fifth of their first-load JavaScript), so there a link is
 * a plain anchor and a redirect loads the next page; inside the app, RouterNavigation supplies
 * the router's own, and the same components navigate without reloading.
 */
export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type Navigation = {
  Link: (props: AppLinkProps) => ReactNode;
  navigate: (to: string) => void | Promise<void>;
};

/** Whole-page navigation: what a link does with no router around it. */
export const documentNavigation: Navigation = {
  Link: ({ to, ...props }) => <a href={to} {...props} />,
  navigate: (to) => window.location.assign(to),
};

const NavigationContext = createContext<Navigation>(documentNavigation);

export const NavigationProvider = NavigationContext.Provider;

export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

export function useAppNavigate(): Navigation['navigate'] {
  return useContext(NavigationContext).navigate;
}
