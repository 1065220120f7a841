import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../../tests/support/pg-urls';
import { openTestDatabase, testDbKind } from '../../../tests/support/test-db';
import { writeAudit } from '../core/audit';
import { createUser } from '../seed/factories';
import { createPglite, createPool, type Database, queryRows, wrapPglite, wrapPool } from './client';
import { DataDirLockedError, lockDataDir } from './lock';
import { migrateDatabase } from './migrate';
import { auditLog } from './schema';

const EXPECTED_TABLES = [
  'adverse_parties',
  'audit_log',
  'auth_challenges',
  'bank_csv_mappings',
  'bank_line_matches',
  'bank_statement_lines',
  'bank_statement_withdrawals',
  'bank_statements',
  'case_country_counts',
  'case_events',
  'case_first_responses',
  'case_phase_stays',
  'case_search_words',
  'case_state_counts',
  'cases',
  'contact_changes',
  'control_proposals',
  'counted_sightings',
  'deadline_closures',
  'deadline_reminders',
  'desk_lawyer_stats',
  'desks',
  'documents',
  'evidence_packs',
  'fee_agreements',
  'firm_settings',
  'idempotency_keys',
  'indicator_case_reviews',
  'indicator_sightings',
  'indicators',
  'known_browsers',
  'lawyer_money_months',
  'lawyer_phase_stats',
  'lead_conflict_decisions',
  'lead_week_counts',
  'leads',
  'ledger_month_totals',
  'ledger_postings',
  'ledger_transactions',
  'message_reads',
  'messages',
  'new_lead_counts',
  'notifications',
  'one_time_tokens',
  'outbox_emails',
  'passkeys',
  'payout_methods',
  'phase_stay_totals',
  'public_check_counts',
  'rate_limit_buckets',
  'reconciliation_sign_offs',
  'recovery_codes',
  'scheme_contacts',
  'scheme_payments',
  'sessions',
  'sign_in_codes',
  'totp_factors',
  'trust_accounts',
  'user_month_counts',
  'user_search_words',
  'users',
  'withdrawal_status_totals',
  'withdrawals',
];

async function tablesOf(database: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** An empty database of the kind this run tests (PGlite, or a new database on the PostgreSQL server). */
async function openEmptyDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return wrapPglite(await createPglite());
  const name = `${inject('pgRunPrefix')}empty_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = wrapPool(createPool(databaseUrl(baseUrl, name), 2));
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

describe(`migrations on an empty ${testDbKind} database`, () => {
  it('create every table, and running them again changes nothing', async () => {
    const database = await openEmptyDatabase();
    try {
      expect(await tablesOf(database)).toEqual([]);
      await migrateDatabase(database);
      expect(await tablesOf(database)).toEqual(EXPECTED_TABLES);
      await migrateDatabase(database);
      expect(await tablesOf(database)).toEqual(EXPECTED_TABLES);
    } finally {
      await database.close();
    }
    // Twenty-seven migrations, twice, on an empty in-process database: slow on a busy machine.
  }, 120_000);
});

describe('schema rules', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps usernames and emails unique whatever their letter case', async () => {
    await createUser(database.db, { username: 'Anna.Berg', email: 'anna@example.test' });
    await expect(createUser(database.db, { username: 'anna.berg' })).rejects.toThrow();
    await expect(createUser(database.db, { email: 'ANNA@example.test' })).rejects.toThrow();
  });

  it('refuses to change or delete audit entries', async () => {
    const context = { actorId: null, actorRole: null, ip: '127.0.0.1', requestId: 'test' };
    await writeAudit(database.db, context, {
      action: 'settings.updated',
      entity: 'firm_settings',
      after: { note: 'kept' },
    });
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'));
    await expect(
      database.db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [still] = await database.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still!.action).toBe('settings.updated');
  });

  it('returns counts as plain numbers that JSON can carry', async () => {
    const rows = await queryRows<{ n: unknown }>(database.db, sql`select count(*) as n from users`);
    expect(typeof rows[0]!.n).toBe('number');
    expect(() => JSON.stringify(rows)).not.toThrow();
  });
});

describe('the data directory lock', () => {
  it('lets only one opener hold a data directory at a time', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-lock-'));
    try {
      const release = await lockDataDir(dir);
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(dir)).rejects.toThrow(/in use by another Recourse server/);
      await release();
      const again = await lockDataDir(dir);
      await again();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
