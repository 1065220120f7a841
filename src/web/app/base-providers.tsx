import { ToasterHost } from '@web/components/ui/toaster-host';
import { i18n } from '@web/lib/i18n';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * Marks <html data-app="ready"> once the app has taken over from the prerendered HTML
 * (D109), so browser tests know when the page reacts to input.
 */
function useAppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}

/** What every page needs, the prerendered public pages included: translations and toasts. */
export function BaseProviders({ children }: { children: ReactNode }) {
  useAppReady();
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      <ToasterHost />
    </I18nextProvider>
  );
}
