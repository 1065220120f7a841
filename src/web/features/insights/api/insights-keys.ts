/** Query keys of the admin financials and analytics tabs. */
export const insightsKeys = {
  all: ['admin-insights'] as const,
  financials: (currency: string) => [...insightsKeys.all, 'financials', currency] as const,
  analytics: () => [...insightsKeys.all, 'analytics'] as const,
};
