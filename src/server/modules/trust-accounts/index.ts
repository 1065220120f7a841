// Trust accounts (D42): the routes, what the approvals module applies, and what the statement
// import and reconciliation look up.
export { trustAccountsRoutes } from './routes';
export {
  accountLabel,
  changeTrustAccount,
  findTrustAccount,
  registerTrustAccount,
  trustAccountOfCurrency,
} from './service';
