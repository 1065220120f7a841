export { TrustAccountStatements } from './components/trust-account-statements';
