// What the server's start (main.ts) uses of withdrawals: sealing payout details stored in plain text.
export { sealPlainPayoutDetails } from './payout-methods';
