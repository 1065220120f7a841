import { QueryClientProvider } from '@tanstack/react-query';
import { IdentityCheckHost } from '@web/features/reauth';
import type { ReactNode } from 'react';
import { BaseProviders } from './base-providers';
import { queryClient } from './query-client';

/** The whole app's providers: the public pages' ones plus the query cache the dashboards read through. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <BaseProviders>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* D27 step-up: "confirm it is you" over any screen whose change needs a fresh check. */}
        <IdentityCheckHost />
      </QueryClientProvider>
    </BaseProviders>
  );
}
