// Architecture rules of issue 16 (docs/architecture.md, "one domain axis"), checked by
// `npm run deps` as part of `npm run check` and CI. The rules and their reasons are in
// scripts/lib/architecture-rules.cjs; scripts/architecture-rules.test.ts proves each one fires.

/**
 * Which server module may import which other module (through that module's index.ts only).
 * Keys and values are folder names under src/server/modules/, e.g. `cases: ['ledger', 'people']`.
 * A pair missing here is a `module-boundaries` error: add it only as a deliberate decision.
 */
const MODULE_IMPORTS = {
  // D37: an approved proposal is applied by the use case that would have made the change at once
  approvals: ['people', 'settings', 'trust-accounts'],
  // a statement line matched to a reported recovery confirms it (D26: one person and the bank);
  // only statements of a registered trust account are imported (D42)
  'bank-statements': ['ledger', 'trust-accounts'],
  // the case detail and the client's case edit show totals and balances from the ledger; the
  // lawyer's Urgent Tasks list the deadlines of their cases' payments (issue 21 item 3); a case
  // whose conflict check is open is flagged in the lists and goes to no lawyer (issue 31)
  cases: ['ledger', 'deadlines', 'conflicts'],
  // the manager's dashboard uses the case figures and the desk's case row
  desks: ['cases'],
  // an evidence pack carries the case's original documents and is kept in the same store (D30)
  'evidence-packs': ['documents'],
  // analytics and the lawyer's figures are defined once over cases (D3, D7)
  insights: ['cases'],
  // converting a lead assigns its case to a lawyer
  // and its conflict check (issue 21 item 5) reads the adverse parties and matches the registrant
  leads: ['cases', 'conflicts'],
  // invitations and password resets issue one-time tokens and apply the password rules;
  // a lawyer's client list reuses the case rows; a new team member is shown as the desk lists it;
  // the admin's client assignments refuse cases whose conflict check is open (issue 31);
  // the admin's people list shows each client's and lawyer's money as the ledger sums it (D7)
  people: ['auth', 'cases', 'desks', 'conflicts', 'ledger'],
  // registration sends the confirmation link, issues the set-password token, opens the case
  'public-site': ['auth', 'cases'],
  // D27: the second step, passkeys and enrolment open sessions as password sign-in does; the
  // step-up re-check checks the password
  'second-factors': ['auth'],
  // D42: the reconciliation names the currency's registered trust account and records it on the sign-off
  reconciliation: ['trust-accounts'],
  // the settings tab shows what the landing page publishes in each language
  settings: ['public-site'],
  // a withdrawal needs a confirmed address, checks the balance and announces the money moving
  withdrawals: ['auth', 'ledger'],
};

/**
 * Which web feature may import which other feature (through that feature's index.ts only), the
 * web side of MODULE_IMPORTS. Keys and values are folder names under src/web/features/. A pair
 * missing here is a `feature-boundaries` error: add it only as a deliberate decision. The app's
 * routes compose features freely; this list is about features reaching into each other.
 */
const FEATURE_IMPORTS = {
  // the security page shows the passkeys and the authenticator app among the added factors
  account: ['passkeys', 'second-factors'],
  // the audit log's actor filter searches people
  audit: ['people'],
  // a match decision refreshes the case ledger it confirmed; who may decide depends on the signed-in user
  'bank-statements': ['auth', 'ledger'],
  // the case detail is the page of a case: it shows the case's deadlines, documents, indicators,
  // ledger, payment trail, evidence packs and conflict check, offers the desk's people to assign,
  // and opens the conflict decision the leads list also opens
  cases: [
    'conflicts',
    'deadlines',
    'desks',
    'documents',
    'evidence-packs',
    'indicators',
    'leads',
    'ledger',
    'payment-trail',
    'people',
  ],
  // the financials tab puts the trust accounts' statements, dormant balances and the monthly
  // reconciliation beside the figures; desk performance reads the desk's team and dashboard
  insights: ['bank-statements', 'desks', 'ledger', 'reconciliation'],
  // a lead's conflict panel shows the same matches as the case's conflict check
  leads: ['conflicts'],
  // a recovery cites its proof among the case's documents; who may confirm depends on the signed-in user
  ledger: ['auth', 'documents'],
  // a client's edit dialog shows their funds; team members are placed on a desk
  people: ['desks', 'ledger'],
  // the step-up dialog offers the passkey as the second check
  reauth: ['passkeys'],
  // the second step and the sign-in code finish a sign-in, which refreshes who is signed in
  'second-factors': ['auth'],
  'sign-in-code': ['auth'],
  // the settings tab keeps the firm's adverse parties
  settings: ['conflicts'],
  // a withdrawal moves money out of the client's balance (the ledger) and changes the firm's
  // figures; who may decide depends on the signed-in user
  withdrawals: ['auth', 'insights', 'ledger'],
};

const { architectureConfig } = require('./scripts/lib/architecture-rules.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = architectureConfig({ moduleImports: MODULE_IMPORTS, featureImports: FEATURE_IMPORTS });
