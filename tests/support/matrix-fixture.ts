import type { Actor } from '../../src/server/core/actor';
import { enrolTotpDirectly } from '../../src/server/core/second-factors';
import { newTotpSecret } from '../../src/server/lib/totp';
import { confirmRecovery, reportRecovery } from '../../src/server/modules/ledger/reports';
import { addPayoutMethod } from '../../src/server/modules/withdrawals/payout-methods';
import { decideWithdrawal, requestWithdrawal } from '../../src/server/modules/withdrawals/service';
import { createCase, createDesk, createUser } from '../../src/server/seed/factories';
import type { MatrixActor, MatrixContext } from '../access/access-matrix';
import type { TestApp } from './test-app';

export type MatrixPeople = Record<
  Exclude<MatrixActor, 'anonymous'>,
  { id: string; username: string; password: string }
>;

/**
 * The access matrix's fixture (described in access/matrix-helpers.ts): two desks, their staff,
 * two clients with a case each. Shared by the access test and the input sweep, which both send
 * every route's matrix request as each kind of caller.
 */
export async function buildMatrixFixture(t: TestApp): Promise<{ ctx: MatrixContext; people: MatrixPeople }> {
  // Rows may add their own records through ctx.db.
  const desk1 = await createDesk(t.db, { countries: ['DE'] });
  const desk2 = await createDesk(t.db, { countries: ['FR'] });
  const make = (role: 'client' | 'lawyer' | 'manager' | 'admin', deskId: string | null = null) =>
    createUser(t.db, { role, deskId });
  const users = {
    clientA: await make('client'),
    clientB: await make('client'),
    lawyerOnCase: await make('lawyer', desk1.id),
    lawyerOther: await make('lawyer', desk1.id),
    managerOfDesk: await make('manager', desk1.id),
    managerOther: await make('manager', desk2.id),
    admin: await make('admin'),
  };
  // D27: staff have an authenticator app, as every staff account must (their only factor here).
  for (const person of Object.values(users)) {
    if (person.role !== 'client') {
      await enrolTotpDirectly(t.db, t.config.sessionSecret, person.id, newTotpSecret());
    }
  }
  const people = Object.fromEntries(
    Object.entries(users).map(([k, u]) => [k, { id: u.id, username: u.username, password: u.password! }]),
  ) as MatrixPeople;
  // A large loss: the matrix books many recoveries on this case, and none should need the reason
  // asked for above the claim (D26).
  const theCase = await createCase(t.db, {
    clientId: users.clientA.id,
    deskId: desk1.id,
    lawyerId: users.lawyerOnCase.id,
    amountLostCents: 1_000_000_000,
  });
  await createCase(t.db, { clientId: users.clientB.id, deskId: desk2.id });
  const lawyer = users.lawyerOnCase;
  const lawyerActor: Actor = {
    ...lawyer,
    hasPassword: true,
    stage: 'complete',
    verifiedAt: new Date(),
    sessionId: 'fixture',
  };
  let n = 0;
  const audit = { actorId: null, actorRole: null, ip: null, requestId: null };
  const clientActor: Actor = {
    ...users.clientA,
    hasPassword: true,
    stage: 'complete',
    verifiedAt: new Date(),
    sessionId: 'fixture',
  };
  // Approvals come from another administrator, so the matrix's admin may mark them paid (issue
  // 19: the approver never marks paid).
  const approver = await make('admin');
  const approverActor: Actor = {
    ...approver,
    hasPassword: true,
    stage: 'complete',
    verifiedAt: new Date(),
    sessionId: 'fixture',
  };
  const newPayoutMethodId = async () =>
    (
      await addPayoutMethod({
        db: t.db,
        sessionSecret: t.config.sessionSecret,
        actor: clientActor,
        input: {
          kind: 'bank_account',
          holderName: `${users.clientA.firstName} ${users.clientA.lastName}`,
          iban: 'NL91ABNA0417164300',
        },
        request: audit,
        mail: t.app.deps.mail,
      })
    ).id;
  const ctx: MatrixContext = {
    db: t.db,
    secret: t.app.deps.config.sessionSecret,
    dataDir: t.config.dataDir,
    users: Object.fromEntries(
      Object.entries(users).map(([k, u]) => [k, { id: u.id, username: u.username, deskId: u.deskId }]),
    ) as MatrixContext['users'],
    desk1Id: desk1.id,
    desk2Id: desk2.id,
    caseId: theCase.id,
    newPayoutMethodId,
    newWithdrawalId: async (state) => {
      await ctx.newRecoveryId(); // funds to withdraw: 400.00 client share each time
      const { result } = await requestWithdrawal({
        db: t.db,
        actor: clientActor,
        input: { amount: 10_000, payoutMethodId: await newPayoutMethodId(), currency: 'USD' },
        idempotencyKey: `fixture-withdrawal-${n++}`,
        request: audit,
        mail: t.app.deps.mail,
      });
      if (state === 'approved') {
        await decideWithdrawal({
          db: t.db,
          actor: approverActor,
          id: result.id,
          action: 'approve',
          request: audit,
          mail: t.app.deps.mail,
        });
      }
      return result.id;
    },
    newRecoveryId: async () => {
      const reportId = await ctx.newReportId();
      const { result } = await confirmRecovery({
        db: t.db,
        actor: approverActor,
        caseId: theCase.id,
        reportId,
        idempotencyKey: `fixture-confirm-${n++}`,
        request: audit,
        mail: t.app.deps.mail,
      });
      return result.id;
    },
    newReportId: async () => {
      const { result } = await reportRecovery({
        db: t.db,
        actor: lawyerActor,
        caseId: theCase.id,
        input: { amount: 50_000, receivedAt: '2026-01-10', source: 'bank_recall', reference: `fixture-${n}` },
        idempotencyKey: `fixture-recovery-${n++}`,
        request: { actorId: lawyer.id, actorRole: 'lawyer', ip: null, requestId: null },
      });
      return result.id;
    },
  };
  return { ctx, people };
}
