// The outbox screen of the admin console, registered by people/admin-routes.ts until that file is dissolved.
export { registerOutboxRoutes } from './outbox';
