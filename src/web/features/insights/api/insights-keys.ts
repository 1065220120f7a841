/**
 * Query keys of the firm's and a lawyer's figures, one family for the admin overview, the
 * financials and analytics tabs and the lawyer's analytics tab.
 */
export const insightsKeys = {
  all: ['insights'] as const,
  stats: () => [...insightsKeys.all, 'stats'] as const,
  financials: (currency: string) => [...insightsKeys.all, 'financials', currency] as const,
  analytics: () => [...insightsKeys.all, 'analytics'] as const,
  lawyerAnalytics: () => [...insightsKeys.all, 'lawyer-analytics'] as const,
};
