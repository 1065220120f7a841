// What other modules may use of the reconciliation: the routes.
export { reconciliationRoutes } from './routes';
