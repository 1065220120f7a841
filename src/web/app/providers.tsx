import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BaseProviders } from './base-providers';
import { queryClient } from './query-client';

/** The whole app's providers: the public pages' ones plus the query cache the dashboards read through. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <BaseProviders>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BaseProviders>
  );
}
