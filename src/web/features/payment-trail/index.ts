// The payment trail (issue 21): the section the client's portal and the case drawer show.
import { loadTexts } from '@web/lib/i18n/texts';

export { PaymentTrailSection } from './components/payment-trail-section';

loadTexts('paymentTrail');
