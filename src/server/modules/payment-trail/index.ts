// The payment trail (issue 21): what the server registers, and what the seed enters through.
export { addContact } from './contacts';
export { indicatorIdOf } from './indicator-rows';
export { addPayment } from './payments';
export { paymentTrailRoutes } from './routes';
