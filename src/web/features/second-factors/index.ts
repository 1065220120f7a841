import { loadTexts } from '@web/lib/i18n/texts';

export { secondStepFactorsQueryOptions, useSecondStepFactors } from './api/get-second-step-factors';
export { type SecondStepProof, useVerifySecondStep } from './api/verify-second-step';
export { RecoveryCodesList } from './components/recovery-codes-list';
export { SecondFactorStep } from './components/second-factor-step';
export { TotpEnrolment } from './components/totp-enrolment';

loadTexts('secondFactors');
