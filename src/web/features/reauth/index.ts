export { IdentityCheckHost } from './components/identity-check-host';
