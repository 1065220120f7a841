// The admin console's figures, registered by people/admin-routes.ts until that file is dissolved.
export { registerFinancialsRoutes } from './financials';
export { registerFirmAnalyticsRoutes } from './firm-analytics';
export { registerStatsRoutes } from './stats';
