// The system screen of the admin console, registered by people/admin-routes.ts until that file is dissolved.
export { registerSystemRoutes } from './system';
