import {
  createCsvMapping,
  createStoredLine,
  createStoredStatement,
  ensureTrustAccount,
  signedCsvMapping,
  statementFixture,
  statementUpload,
} from '../../support/bank-statements';
import { adminOnly, type MatrixRow, OTHER_ID, plain } from '../matrix-helpers';

/** Routes of modules/bank-statements (issue 19): the trust account's statements, admins only. */
export const bankStatementsMatrix: MatrixRow[] = [
  {
    route: 'POST /api/admin/bank-statements',
    request: async ({ db }) => {
      // D42: the fixture's account is a registered trust account.
      await ensureTrustAccount(db, 'EUR');
      const { payload, headers } = statementUpload(
        'statement.xml',
        statementFixture('camt053-several-entries.xml'),
        { format: 'camt053' },
      );
      // A real multipart body (bytes, not an object): inject sends a Buffer as it is.
      return { method: 'POST', url: '/api/admin/bank-statements', payload: payload as never, headers };
    },
    expect: adminOnly(201),
  },
  plain('GET /api/admin/bank-statements', adminOnly(200)),
  {
    route: 'GET /api/admin/bank-statements/:id',
    request: async ({ db, users }) => {
      const statement = await createStoredStatement(db, users.admin.id);
      return { method: 'GET', url: `/api/admin/bank-statements/${statement.id}` };
    },
    expect: adminOnly(200),
  },
  plain('GET /api/admin/bank-statements/csv-mappings', adminOnly(200)),
  plain('POST /api/admin/bank-statements/csv-mappings', adminOnly(201), {
    name: 'Matrix bank',
    mapping: signedCsvMapping,
  }),
  {
    route: 'DELETE /api/admin/bank-statements/csv-mappings/:id',
    request: async ({ db }) => {
      const mapping = await createCsvMapping(db);
      return { method: 'DELETE', url: `/api/admin/bank-statements/csv-mappings/${mapping.id}` };
    },
    expect: adminOnly(204),
  },
  plain('GET /api/admin/bank-statements/unmatched', adminOnly(200)),
  {
    // No such ledger entry: an admin gets past access to the 404 (matching is tested in matching.test.ts).
    route: 'POST /api/admin/bank-statements/lines/:lineId/match',
    request: async ({ db, users }) => {
      const line = await createStoredLine(db, users.admin.id);
      return {
        method: 'POST',
        url: `/api/admin/bank-statements/lines/${line.id}/match`,
        payload: { transactionId: OTHER_ID },
      };
    },
    expect: adminOnly(404),
  },
  {
    // A fresh line is not matched: an admin is told so (409).
    route: 'POST /api/admin/bank-statements/lines/:lineId/unmatch',
    request: async ({ db, users }) => {
      const line = await createStoredLine(db, users.admin.id);
      return {
        method: 'POST',
        url: `/api/admin/bank-statements/lines/${line.id}/unmatch`,
        payload: { reason: 'Matched by mistake' },
      };
    },
    expect: adminOnly(409),
  },
  {
    route: 'POST /api/admin/bank-statements/lines/:lineId/not-client-money',
    request: async ({ db, users }) => {
      const line = await createStoredLine(db, users.admin.id);
      return {
        method: 'POST',
        url: `/api/admin/bank-statements/lines/${line.id}/not-client-money`,
        payload: { reason: 'Monthly account fee' },
      };
    },
    expect: adminOnly(204),
  },
  {
    // Issue 32 item 5: withdrawing a statement imported in error, admins only.
    route: 'POST /api/admin/bank-statements/:id/withdraw',
    request: async ({ db, users }) => {
      const statement = await createStoredStatement(db, users.admin.id);
      return {
        method: 'POST',
        url: `/api/admin/bank-statements/${statement.id}/withdraw`,
        payload: { reason: 'Imported the wrong account by mistake' },
      };
    },
    expect: adminOnly(204),
  },
  // D42: the registered trust accounts; registering and changing one are proposals (202).
  plain('GET /api/admin/trust-accounts', adminOnly(200)),
  plain('POST /api/admin/trust-accounts', adminOnly(202), {
    bankName: 'Matrix Bank',
    iban: 'CH93 0076 2011 6238 5295 7',
    bic: 'UBSWCHZH80A',
    currency: 'CHF',
    openingDate: '2024-01-01',
  }),
  {
    route: 'PUT /api/admin/trust-accounts/:id',
    request: async ({ db }) => {
      const account = await ensureTrustAccount(db, 'AUD');
      return {
        method: 'PUT',
        url: `/api/admin/trust-accounts/${account.id}`,
        payload: {
          bankName: 'Matrix Bank Sydney',
          iban: account.iban,
          bic: account.bic,
          currency: 'AUD',
          openingDate: account.openingDate,
        },
      };
    },
    expect: adminOnly(202),
  },
  // Issue 19 item 4: the monthly reconciliation, admins only.
  {
    route: 'GET /api/admin/reconciliation',
    request: () => ({ method: 'GET', url: '/api/admin/reconciliation?month=2026-01&currency=GBP' }),
    expect: adminOnly(200),
  },
  // No GBP statement for that month: an admin gets past access to the refusal (409).
  plain('POST /api/admin/reconciliation/sign-off', adminOnly(409), { month: '2026-01', currency: 'GBP' }),
  plain('GET /api/admin/reconciliation/status', adminOnly(200)),
];
