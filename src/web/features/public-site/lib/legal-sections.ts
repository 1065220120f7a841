/** Section keys of each legal page, in reading order; legal.json holds their texts in six languages. */
export const LEGAL_PAGES = {
  privacy: [
    'controller',
    'dataWeCollect',
    'purposesAndLegalBases',
    'sensitiveInformation',
    'recipients',
    'internationalTransfers',
    'retention',
    'yourRights',
    'security',
    'children',
    'changes',
  ],
  terms: [
    'aboutUs',
    'caseAssessment',
    'engagement',
    'fees',
    'paymentRequests',
    'clientDuties',
    'portalAndAccount',
    'withdrawals',
    'liability',
    'termination',
    'complaints',
    'governingLaw',
    'changes',
  ],
  legalNotice: [
    'operator',
    'professionalRegulation',
    'indemnityInsurance',
    'disputeResolution',
    'contentAndLinks',
    'copyright',
  ],
  cookies: ['whatAreCookies', 'sessionCookie', 'languageStorage', 'noTracking', 'browserControls', 'changes'],
} as const;

export type LegalPage = keyof typeof LEGAL_PAGES;
