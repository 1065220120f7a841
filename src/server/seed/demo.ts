import { count, sql } from 'drizzle-orm';
import type { FirmProfile } from '../../shared/contracts/public-site';
import { addCaseEvent } from '../core/case-events';
import type { Mail } from '../core/emails';
import { enrolTotpDirectly } from '../core/second-factors';
import type { Db } from '../db/client';
import { firmSettings, leads, users } from '../db/schema';
import { confirmRecovery, reportRecovery } from '../modules/ledger';
import { registerTrustAccount } from '../modules/trust-accounts';
import { DEMO_TOTP_SECRET } from './demo-second-factor';
import { seedDemoTrails } from './demo-trail';
import { createCase, createDesk, createFeeAgreement, createUser } from './factories';

/**
 * D42: the demo's trust accounts. The IBANs are the banks' own documentation examples (valid
 * checksums, no real customer's account); the bank names say "Demo".
 */
export const DEMO_TRUST_ACCOUNTS = [
  {
    bankName: 'Demo Trust Bank Frankfurt',
    iban: 'DE89370400440532013000',
    accountNumber: null,
    bankCode: null,
    bic: 'COBADEFFXXX',
    currency: 'EUR',
    openingDate: '2020-01-01',
    openingBalance: 0,
  },
  {
    bankName: 'Demo Trust Bank London',
    iban: 'GB29NWBK60161331926819',
    accountNumber: null,
    bankCode: null,
    bic: 'NWBKGB2LXXX',
    currency: 'USD',
    openingDate: '2020-01-01',
    openingBalance: 0,
  },
] as const;

/** Demo sign-ins. Demo only: main.ts never seeds when NODE_ENV=production. */
export const DEMO_PASSWORDS = {
  admin: 'Demo-Admin-2026',
  manager: 'Demo-Manager-2026',
  lawyer: 'Demo-Lawyer-2026',
  client: 'Demo-Client-2026',
} as const;

/** Any constant works; every instance must use the same one (migrate.ts uses another). */
const DEMO_SEED_LOCK_KEY = 7_240_312;

export type SeededAccount = {
  role: string;
  username: string;
  password: string;
  /** D27: the authenticator secret set up for demo staff (DEMO_TOTP_SECRET); clients have none. */
  totpSecret: string | null;
};

/**
 * The demo firm's published identity: plainly fictional (".example" is a reserved domain and
 * every number says DEMO), so the demo never impersonates a real firm or bar registration.
 */
export const DEMO_FIRM_PROFILE: FirmProfile = {
  legalName: 'Recourse Legal (demo)',
  address: 'Demo Street 1, 1000 AA Example City (fictional address)',
  email: 'contact@recourse.example',
  phone: '',
  companyRegistration: 'DEMO-REG-0001',
  vatNumber: '',
  barRegistrations: [{ authority: 'Example Bar Association (demo)', number: 'DEMO-0001' }],
  officialDomains: ['recourse.example'],
  supervisoryAuthority: 'Example Bar Association (demo)',
};

/**
 * Seeds the demo firm on the first start of an empty database: two admins (the second keeps the
 * accounts, so payouts are approved and paid by different people), one manager running
 * a desk for DE, NL and FR, two lawyers on that desk, three clients whose cases stand in
 * different phases (one still unassigned), and an obviously fictional published firm profile.
 * These are demo records in the database, shown only through the same queries as real ones.
 * Returns the sign-ins, or null when the database already has users (so restarts never reseed,
 * and of several instances started together on one empty database exactly one seeds).
 */
export async function seedDemoIfEmpty(
  db: Db,
  /** `mail`: the app's mail setup, so the demo's emails link to this server (PUBLIC_URL). */
  options: { sessionSecret: string; mail: Mail },
): Promise<SeededAccount[] | null> {
  return db.transaction(async (tx) => {
    // Instances starting together on one empty database take turns here (the lock is released
    // at commit); the count runs after the lock is held, so it sees the first one's demo firm.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return null;

    const desk = await createDesk(tx, {
      name: 'Northwest Europe',
      description: 'Clients in Germany, the Netherlands and France.',
      countries: ['DE', 'NL', 'FR'],
    });
    const admin = await createUser(tx, {
      role: 'admin',
      username: 'admin',
      email: 'admin@recourse.demo',
      firstName: 'Ada',
      lastName: 'Brennan',
      country: 'NL',
      password: DEMO_PASSWORDS.admin,
    });
    // A second administrator, the firm's accounts: four eyes on money out (issue 19) — the person
    // who approves a payout is not the one who marks it paid.
    const accounts = await createUser(tx, {
      role: 'admin',
      username: 'jonas.berg',
      email: 'jonas.berg@recourse.demo',
      firstName: 'Jonas',
      lastName: 'Berg',
      country: 'DE',
      language: 'de',
      password: DEMO_PASSWORDS.admin,
    });
    const manager = await createUser(tx, {
      role: 'manager',
      username: 'mara.jansen',
      email: 'mara.jansen@recourse.demo',
      firstName: 'Mara',
      lastName: 'Jansen',
      country: 'NL',
      language: 'nl',
      deskId: desk.id,
      password: DEMO_PASSWORDS.manager,
    });
    const lawyers = [
      await createUser(tx, {
        role: 'lawyer',
        username: 'lena.vogel',
        email: 'lena.vogel@recourse.demo',
        firstName: 'Lena',
        lastName: 'Vogel',
        country: 'DE',
        language: 'de',
        deskId: desk.id,
        managerId: manager.id,
        password: DEMO_PASSWORDS.lawyer,
      }),
      await createUser(tx, {
        role: 'lawyer',
        username: 'luc.moreau',
        email: 'luc.moreau@recourse.demo',
        firstName: 'Luc',
        lastName: 'Moreau',
        country: 'FR',
        language: 'fr',
        deskId: desk.id,
        managerId: manager.id,
        password: DEMO_PASSWORDS.lawyer,
      }),
    ];
    const clients = [
      {
        username: 'clara.schmidt',
        firstName: 'Clara',
        lastName: 'Schmidt',
        country: 'DE',
        language: 'de' as const,
      },
      {
        username: 'daan.visser',
        firstName: 'Daan',
        lastName: 'Visser',
        country: 'NL',
        language: 'nl' as const,
      },
      {
        username: 'elise.martin',
        firstName: 'Élise',
        lastName: 'Martin',
        country: 'FR',
        language: 'fr' as const,
      },
    ];
    const clientRows = [];
    for (const c of clients) {
      clientRows.push(
        await createUser(tx, {
          ...c,
          role: 'client',
          email: `${c.username}@example.com`,
          password: DEMO_PASSWORDS.client,
        }),
      );
    }
    const [clara, daan, elise] = clientRows;
    const claraCase = await createCase(tx, {
      clientId: clara!.id,
      title: 'Crypto trading platform refuses withdrawals',
      fraudType: 'cryptocurrency',
      amountLostCents: 4_850_000,
      phase: 'investigation',
      priority: 'high',
      deskId: desk.id,
      lawyerId: lawyers[0]!.id,
      nextAction: 'Request transaction records from the exchange',
    });
    const daanCase = await createCase(tx, {
      clientId: daan!.id,
      title: 'Romance scam with transfers abroad',
      fraudType: 'romance',
      amountLostCents: 2_300_000,
      phase: 'new',
      deskId: desk.id,
    });
    const eliseCase = await createCase(tx, {
      clientId: elise!.id,
      title: 'Unlicensed forex broker',
      fraudType: 'forex',
      amountLostCents: 11_275_000,
      phase: 'legal',
      priority: 'urgent',
      deskId: desk.id,
      lawyerId: lawyers[1]!.id,
      nextAction: 'File the claim with the court',
      dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    // How each case got where it is, as the screens will read it: lead, timeline, ledger.
    // Daan's lead is still open: Luc called him back (the desk's first response), nobody has
    // taken the case yet.
    const history = [
      { theCase: claraCase, client: clara!, lawyer: lawyers[0]!, status: 'converted' as const },
      { theCase: daanCase, client: daan!, lawyer: null, status: 'contacted' as const },
      { theCase: eliseCase, client: elise!, lawyer: lawyers[1]!, status: 'converted' as const },
    ];
    for (const { theCase, client, lawyer, status } of history) {
      const handler = lawyer ?? lawyers[1]!;
      const [lead] = await tx
        .insert(leads)
        .values({
          clientId: client.id,
          caseId: theCase.id,
          status,
          source: 'registration',
          country: client.country ?? 'other',
          fraudType: theCase.fraudType,
          amountLostCents: theCase.amountLostCents,
          description: theCase.title ?? '',
          handledBy: handler.id,
          firstContactedAt: sql`now()`,
          convertedAt: lawyer ? sql`now()` : null,
        })
        .returning({ id: leads.id });
      await addCaseEvent(tx, { caseId: theCase.id, actorId: client.id, kind: 'case_opened', toPhase: 'new' });
      if (!lawyer) {
        await addCaseEvent(tx, {
          caseId: theCase.id,
          actorId: handler.id,
          kind: 'lead_contacted',
          clientVisible: false,
          data: { leadId: lead!.id, from: 'new', to: 'contacted', channel: 'phone' },
        });
      }
      // Every demo client accepted the fee agreement, in their language: a case under way needs
      // it, and Daan signed while his case waits for a lawyer. The public check counts only
      // accepted clients (D38), so the demo's confirmed platform needs all three.
      await createFeeAgreement(tx, {
        caseId: theCase.id,
        acceptedAt: theCase.createdAt,
        ip: '127.0.0.1',
        userAgent: 'demo seed',
      });
      if (lawyer) {
        await addCaseEvent(tx, {
          caseId: theCase.id,
          actorId: lawyer.id,
          kind: 'lawyer_assigned',
          data: { lawyerId: lawyer.id },
        });
        await addCaseEvent(tx, {
          caseId: theCase.id,
          actorId: lawyer.id,
          kind: 'phase_changed',
          fromPhase: 'new',
          toPhase: theCase.phase,
        });
      }
    }
    await tx
      .insert(firmSettings)
      .values({ key: 'firmProfile', value: DEMO_FIRM_PROFILE, updatedBy: admin.id });
    // One recovery, through the ledger services like any other (D7, D26): Elise's lawyer reports
    // it and the administrator confirms it, so the 20% fee is deducted on receipt.
    const eliseLawyer = lawyers[1]!;
    const seedActor = (person: typeof admin) => ({
      ...person,
      hasPassword: true,
      stage: 'complete' as const,
      verifiedAt: new Date(),
      sessionId: 'demo-seed',
    });
    const { result: report } = await reportRecovery({
      db: tx,
      actor: seedActor(eliseLawyer),
      caseId: eliseCase.id,
      input: {
        amount: 3_000_000,
        receivedAt: new Date().toISOString().slice(0, 10),
        source: 'bank_recall',
        reference: 'DEMO-RECALL-0001',
      },
      idempotencyKey: 'demo-seed-recovery-0001',
      request: { actorId: eliseLawyer.id, actorRole: 'lawyer', ip: null, requestId: null },
    });
    await confirmRecovery({
      db: tx,
      actor: seedActor(admin),
      caseId: eliseCase.id,
      reportId: report.id,
      idempotencyKey: 'demo-seed-confirm-0001',
      mail: options.mail,
      request: { actorId: admin.id, actorRole: 'admin', ip: null, requestId: null },
    });

    // D42: the demo firm's trust accounts, one per currency the demo uses. The seed registers them
    // directly, without a proposal a second admin approves: there is no firm yet to approve. Each
    // gets the audit row of a registration, by the operator (no approver), like any seeded record.
    for (const account of DEMO_TRUST_ACCOUNTS)
      await registerTrustAccount({
        db: tx,
        audit: { actorId: null, actorRole: 'operator', ip: null, requestId: null },
        proposedBy: admin.id,
        input: account,
      });

    await seedDemoTrails(
      tx,
      { clara: clara!, daan: daan!, elise: elise!, lena: lawyers[0]!, mara: manager },
      { clara: claraCase.id, daan: daanCase.id, elise: eliseCase.id },
    );

    const staff = [admin, accounts, manager, ...lawyers];
    for (const person of staff)
      await enrolTotpDirectly(tx, options.sessionSecret, person.id, DEMO_TOTP_SECRET);
    return [...staff, ...clientRows].map((u) => ({
      role: u.role,
      username: u.username,
      password: u.password ?? '',
      totpSecret: u.role === 'client' ? null : DEMO_TOTP_SECRET,
    }));
  });
}
