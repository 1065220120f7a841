// The payment trail (issue 21): the section the client's portal and the case drawer show.
export { PaymentTrailSection } from './components/payment-trail-section';
