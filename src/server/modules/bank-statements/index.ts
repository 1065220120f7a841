// What other modules may use of bank statements: the routes (the parsers stay inside).
export { bankStatementsRoutes } from './routes';
