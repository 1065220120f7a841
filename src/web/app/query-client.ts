import { QueryClient } from '@tanstack/react-query';

/**
 * Spec §7: no retries, no refetch on window focus, data never stale. Reads that must be fresh
 * (the session check before a dashboard) ask for it explicitly.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  },
});
