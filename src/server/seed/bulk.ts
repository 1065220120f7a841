import { sql } from 'drizzle-orm';
import { FEE_AGREEMENT_VERSION } from '../../shared/domain/fee-agreement';
import { DEFAULT_FEE_RATE_BPS } from '../../shared/domain/money';
import type { Db } from '../db/client';
import { hashPassword } from '../modules/auth';
import { feeAgreementSha256 } from '../modules/cases';

/** Sign-ins the benchmark uses (bench data only: `npm run seed -- --clients N`). */
export const BULK_PASSWORD = 'Bench-Password-2026';
export const BULK_ACCOUNTS = {
  admin: 'bulk.admin',
  manager: 'bulk.manager.1',
  lawyer: 'bulk.lawyer.1',
  client: 'bulk.client.1',
} as const;
/** Issue 34: the firm profile signs in this many clients (bulk.client.1 … N), so they have the password. */
export const BULK_SIGN_IN_CLIENTS = 200;

const DESKS: { name: string; countries: string[] }[] = [
  { name: 'Bulk North America', countries: ['US', 'CA'] },
  { name: 'Bulk British Isles', countries: ['UK', 'GB', 'IE'] },
  { name: 'Bulk DACH', countries: ['DE', 'AT', 'CH'] },
  { name: 'Bulk Benelux', countries: ['NL', 'BE', 'LU'] },
  { name: 'Bulk France', countries: ['FR'] },
  { name: 'Bulk Iberia', countries: ['ES', 'PT'] },
  { name: 'Bulk Italy', countries: ['IT'] },
  { name: 'Bulk Asia Pacific', countries: ['AU', 'JP', 'NZ'] },
];
const CLIENT_COUNTRIES = ['US', 'UK', 'CA', 'AU', 'DE', 'FR', 'IT', 'ES', 'NL', 'JP', 'other'];
const LAWYERS_PER_DESK = 60;
const CASES_PER_CLIENT = 2;

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'Daan',
  'Elena',
  'Felix',
  'Greta',
  'Hugo',
  'Iris',
  'Jonas',
  'Klara',
  'Luca',
  'Maya',
  'Noah',
  'Olga',
  'Pieter',
  'Rosa',
  'Sami',
  'Tess',
  'Victor',
  'Amir',
  'Bianca',
  'Chloé',
  'Diego',
  'Emma',
  'Fatima',
  'Giulia',
  'Hanna',
  'Ivan',
  'Julia',
  'Karim',
  'Lotte',
  'Marco',
  'Nora',
  'Oscar',
  'Paula',
  'Quentin',
  'Rafael',
  'Sofia',
  'Timo',
];
/** Surnames from syllables (20 × 20 = 400), so name searches are as selective as real ones. */
const LAST_START = [
  'Ber',
  'Cal',
  'Dor',
  'El',
  'Fal',
  'Gar',
  'Hol',
  'Jan',
  'Kes',
  'Lin',
  'Mor',
  'Nor',
  'Pal',
  'Ros',
  'Sal',
  'Ter',
  'Van',
  'Wes',
  'Zim',
  'Brun',
];
const LAST_END = [
  'sen',
  'man',
  'ter',
  'ini',
  'ez',
  'ot',
  'berg',
  'stra',
  'ley',
  'ard',
  'eau',
  'etti',
  'ov',
  'ski',
  'ers',
  'ing',
  'ton',
  'ell',
  'ach',
  'ura',
];
const arrayLiteral = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const textArray = (values: string[]) => sql.raw(arrayLiteral(values));

/** SQL for a surname from a number: a start and an end syllable. */
const lastName = (n: string) =>
  sql.raw(
    `((${arrayLiteral(LAST_START)})[1 + abs(hashtext((${n})::text || 's')) % 20] || (${arrayLiteral(LAST_END)})[1 + abs(hashtext((${n})::text || 'e')) % 20])`,
  );

/**
 * A large, realistic data set for measuring (issue 3 "Performance"): N clients with two cases
 * each, a lead per case, timelines, recoveries on a third of the cases (balanced double-entry
 * postings with the exact 20% fee) and message threads. Generated inside the database with
 * INSERT … SELECT generate_series, so 100k clients take seconds on PostgreSQL.
 * Names come from 40 first names and 400 syllable surnames; emails are first.last.<n>@mail.example.
 */
export async function seedBulk(db: Db, clients: number, log: (line: string) => void = () => {}) {
  const hash = await hashPassword(BULK_PASSWORD);
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(query);
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const age = (seed: string, days: number) =>
    sql.raw(`now() - ((abs(hashtext(${seed})) % ${days}) * interval '1 day')`);

  await db.transaction(async (tx) => {
    const run = async (label: string, query: ReturnType<typeof sql>) => {
      const started = Date.now();
      await tx.execute(query);
      log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    };
    await run(
      'desks',
      sql`insert into desks (name, description, countries)
          select d.name, 'Bench data desk', d.countries from (values ${sql.join(
            DESKS.map((d) => sql`(${d.name}, ${textArray(d.countries)})`),
            sql`, `,
          )}) as d(name, countries)`,
    );
    await run(
      'admin',
      sql`
      insert into users (role, username, email, first_name, last_name, country, language, desk_id, password_hash, created_at)
      select 'admin', ${BULK_ACCOUNTS.admin}, 'bulk.admin@staff.example', 'Bench', 'Admin', 'NL', 'en', null, ${hash}, now() - interval '900 days';
      `,
    );
    await run(
      'managers',
      sql`
      insert into users (role, username, email, first_name, last_name, country, language, desk_id, password_hash, created_at)
      select 'manager', 'bulk.manager.' || d.n, 'bulk.manager.' || d.n || '@staff.example',
             (${textArray(FIRST)})[1 + d.n % 40], ${lastName('d.n * 7')},
             d.countries[1], 'en', d.id, ${hash}, now() - interval '800 days'
      from (select id, countries, row_number() over (order by name) as n from desks where name like 'Bulk %') d`,
    );
    await run(
      'lawyers',
      sql`
      insert into users (role, username, email, first_name, last_name, country, language, desk_id, manager_id, password_hash, created_at)
      select 'lawyer', 'bulk.lawyer.' || ((d.n - 1) * ${LAWYERS_PER_DESK} + g), 'bulk.lawyer.' || ((d.n - 1) * ${LAWYERS_PER_DESK} + g) || '@staff.example',
             (${textArray(FIRST)})[1 + g % 40], ${lastName('g * 3 + d.n')},
             d.countries[1], 'en', d.id, m.id, ${hash}, now() - ((g % 700) * interval '1 day')
      from (select id, countries, row_number() over (order by name) as n from desks where name like 'Bulk %') d
      join users m on m.role = 'manager' and m.desk_id = d.id
      cross join generate_series(1, ${LAWYERS_PER_DESK}) g`,
    );
    await run(
      `${clients} clients`,
      sql`
      insert into users (role, username, email, first_name, last_name, phone, country, language, password_hash, created_at, last_active_at)
      select 'client', 'bulk.client.' || g,
             lower((${textArray(FIRST)})[1 + (g * 13) % 40] || '.' || ${lastName('g')}) || '.' || g || '@mail.example',
             (${textArray(FIRST)})[1 + (g * 13) % 40], ${lastName('g')},
             '+31 6 ' || lpad((g % 100000000)::text, 8, '0'),
             (${textArray(CLIENT_COUNTRIES)})[1 + g % ${CLIENT_COUNTRIES.length}],
             (array['en','es','nl','de','it','fr'])[1 + g % 6]::language,
             case when g <= ${BULK_SIGN_IN_CLIENTS} then ${hash} else null end,
             ${age("g::text || 'u'", 730)}, now() - ((g % 30) * interval '1 day')
      from generate_series(1, ${clients}) g`,
    );
    // Lawyer slots per desk, so each case picks "its" lawyer by a hash without a lateral scan.
    await run(
      'lawyer slots',
      sql`create temporary table bulk_lawyer_slots on commit drop as
          select desk_id, (row_number() over (partition by desk_id order by username) - 1)::int as slot, id
          from users where role = 'lawyer' and username like 'bulk.lawyer.%'`,
    );
    await run(
      `${clients * CASES_PER_CLIENT} cases`,
      sql`
      insert into cases (reference, client_id, title, fraud_type, amount_lost_cents, currency, fee_rate_bps, phase, priority,
                         desk_id, lawyer_id, next_action, due_date, phase_changed_at, created_at, updated_at)
      select 'RC-' || extract(year from now())::int || '-' || lpad(nextval('case_reference_seq')::text, 6, '0'),
             c.id,
             (array['Crypto exchange withdrawal blocked','Investment platform fraud','Romance scam transfers','Fake invoice payment','Forex broker refuses payout','Binary options platform','Recovery room scam','Online fraud'])[1 + x.h % 8],
             (array['cryptocurrency','investment','romance','business','forex','binary','recovery','other'])[1 + x.h % 8]::fraud_type,
             (1000 + x.h % 150000) * 100, 'USD', 2000,
             x.phase::case_phase,
             (array['urgent','high','medium','medium','low'])[1 + (x.h / 7) % 5]::case_priority,
             dk.id,
             case when x.phase = 'new' then null else s.id end,
             case when x.phase in ('completed','closed') then null else 'Review the latest bank correspondence' end,
             case when x.phase in ('completed','closed') then null else (now() + ((x.h % 60) - 10) * interval '1 day')::date end,
             c.created_at + interval '2 days', c.created_at + (k - 1) * interval '30 days', now() - ((x.h % 20) * interval '1 day')
      from users c
      cross join generate_series(1, ${CASES_PER_CLIENT}) k
      cross join lateral (
        select abs(hashtext(c.id::text || k)) as h,
               (array['new','new','investigation','investigation','evidence','legal','recovery','completed','completed','closed'])[1 + abs(hashtext(c.id::text || k || 'p')) % 10] as phase
      ) x
      left join lateral (select id from desks where name like 'Bulk %' and c.country = any(countries) limit 1) dk on true
      left join bulk_lawyer_slots s on s.desk_id = dk.id and s.slot = x.h % ${LAWYERS_PER_DESK}
      where c.role = 'client' and c.username like 'bulk.client.%'`,
    );
    await run(
      'leads',
      sql`
      insert into leads (client_id, case_id, status, source, country, fraud_type, amount_lost_cents, currency, description,
                         handled_by, first_contacted_at, converted_at, created_at, updated_at)
      select k.client_id, k.id,
             (case when k.phase <> 'new' then 'converted'
                   else (array['new','new','contacted','qualified','rejected'])[1 + abs(hashtext(k.id::text)) % 5] end)::lead_status,
             'registration', coalesce(u.country, 'other'), k.fraud_type, k.amount_lost_cents, 'USD',
             'Bench data: description of the loss.',
             k.lawyer_id,
             case when k.phase <> 'new' or abs(hashtext(k.id::text)) % 5 >= 2 then k.created_at + ((abs(hashtext(k.id::text)) % 48) * interval '1 hour') end,
             case when k.phase <> 'new' then k.created_at + interval '2 days' end,
             k.created_at, k.updated_at
      from cases k join users u on u.id = k.client_id
      where u.username like 'bulk.client.%'`,
    );
    await run(
      'timeline events',
      sql`
      insert into case_events (case_id, actor_id, kind, from_phase, to_phase, client_visible, data, created_at)
      select k.id, k.client_id, 'case_opened', null::case_phase, 'new'::case_phase, true, '{"source":"registration"}'::jsonb, k.created_at
      from cases k join users u on u.id = k.client_id where u.username like 'bulk.client.%'
      union all
      select k.id, k.lawyer_id, 'phase_changed', 'new'::case_phase, k.phase, true, '{}'::jsonb, k.phase_changed_at
      from cases k join users u on u.id = k.client_id where u.username like 'bulk.client.%' and k.phase <> 'new'`,
    );
    // Recoveries: amounts in whole dollars, so the 20% fee is exact (a fifth of a multiple of 100).
    await run(
      'recoveries (ledger transactions and postings)',
      sql`
      with picked as (
        select k.id as case_id, k.client_id, k.lawyer_id, k.created_at,
               greatest(100, (k.amount_lost_cents * (10 + abs(hashtext(k.id::text || 'r')) % 80) / 100 / 100) * 100) as amount
        from cases k join users u on u.id = k.client_id
        where u.username like 'bulk.client.%' and k.phase in ('legal','recovery','completed')
      ), tx as (
        insert into ledger_transactions (kind, client_id, case_id, currency, amount_cents, source, reference, received_at, created_by_id, created_at)
        select 'recovery', p.client_id, p.case_id, 'USD', p.amount,
               (array['chargeback','bank_recall','exchange_freeze','settlement','court_order','other'])[1 + abs(hashtext(p.case_id::text)) % 6]::recovery_source,
               'BULK-' || left(p.case_id::text, 8), (p.created_at + interval '40 days')::date, p.lawyer_id, p.created_at + interval '40 days'
        from picked p
        returning id, client_id, case_id, amount_cents
      )
      insert into ledger_postings (transaction_id, account, client_id, case_id, currency, amount_cents)
      select tx.id, v.account::ledger_account, tx.client_id, tx.case_id, 'USD', v.amount
      from tx cross join lateral (values
        ('trust_bank', tx.amount_cents),
        ('client_funds', -(tx.amount_cents - tx.amount_cents / 5)),
        ('fees_earned', -(tx.amount_cents / 5))
      ) as v(account, amount)`,
    );
    // D111: a case past `new` has its client's accepted fee agreement.
    const agreementHash = feeAgreementSha256(FEE_AGREEMENT_VERSION, 'en', DEFAULT_FEE_RATE_BPS);
    await run(
      'fee agreements',
      sql`
      insert into fee_agreements (case_id, client_id, version, language, text_sha256, signed_name, accepted_at, ip, user_agent)
      select k.id, k.client_id, ${FEE_AGREEMENT_VERSION}, 'en', ${agreementHash}, u.first_name || ' ' || u.last_name,
             k.created_at + interval '1 hour', '127.0.0.1', 'bench seed'
      from cases k join users u on u.id = k.client_id
      where u.username like 'bulk.client.%' and k.phase <> 'new'`,
    );
    await run(
      'messages',
      sql`
      insert into messages (case_id, sender_id, body, created_at)
      select k.id, case when m = 1 then k.client_id else k.lawyer_id end,
             case when m = 1 then 'Is there any news on my case?' else 'We have written to the bank and expect an answer within two weeks.' end,
             k.created_at + (m * interval '3 days')
      from cases k join users u on u.id = k.client_id
      cross join generate_series(1, 2) m
      where u.username like 'bulk.client.%' and k.lawyer_id is not null`,
    );
  });
  await step('analyze', sql`analyze`);
}

/**
 * The password of the clients the bench signs in, on a data set seeded when only bulk.client.1
 * had one; run on every `--clients` call, it changes nothing once they have it.
 */
export async function ensureBulkClientPasswords(db: Db): Promise<void> {
  const hash = await hashPassword(BULK_PASSWORD);
  await db.execute(sql`
    update users set password_hash = ${hash}
    where password_hash is null and role = 'client'
      and username in (select 'bulk.client.' || g from generate_series(1, ${BULK_SIGN_IN_CLIENTS}) g)`);
}

/** The first names and surname rule of the bench people, for `bulk-people.ts`. */
export const BULK_FIRST_NAMES = textArray(FIRST);
export const bulkLastName = lastName;
