import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/sonner';
import { i18n } from '@web/lib/i18n';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from './query-client';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
