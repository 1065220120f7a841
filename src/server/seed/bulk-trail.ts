import { sql } from 'drizzle-orm';
import { indicatorOfContact, indicatorsOfPayment } from '../../shared/domain/trail/indicators';
import { type Db, queryRows } from '../db/client';

/**
 * Issue 34: the scam-intelligence reads measured on data that looks like a firm's. Each bench case
 * gets about two payment-trail entries, typed as a client or lawyer would type them, each with the
 * indicator the app derives from it (shared/domain/trail): a first payment (a wallet, an IBAN or a
 * card merchant of its own), then a website the scheme used or a second payment to an IBAN shared
 * by a small ring of seven cases. Every HOT_EVERY-th case (by its reference number, so the bench
 * can tell from a case list which they are) names one of three HOT indicators instead, as a big
 * scheme does: one wallet, one IBAN, one domain, each shared by thousands of cases on every desk
 * at 100k clients. They are confirmed by the firm and reviewed on the accepted cases by the desk's
 * manager (D38), so the public check counts their clients.
 */
export const HOT_EVERY = 40;

/** What a victim types for each hot destination; `value` is what the app makes of it. */
const HOT_TYPED = {
  wallet: {
    method: 'crypto',
    cryptoNetwork: 'ethereum',
    walletAddress: '0x5bd3c2f1e0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5',
  },
  iban: { method: 'bank_transfer', iban: 'DE90 3003 0030 0000 0000 01' },
  domain: { kind: 'website', value: 'https://www.hot-scheme-invest.com/login' },
} as const;

function indicatorOf(payment: Parameters<typeof indicatorsOfPayment>[0]) {
  const [indicator] = indicatorsOfPayment(payment);
  if (!indicator) throw new Error(`bench hot destination does not normalize: ${JSON.stringify(payment)}`);
  return indicator;
}

/** The three hot indicators: what the bench's public check and scheme reads aim at. */
export const HOT_INDICATORS = {
  wallet: { typed: HOT_TYPED.wallet.walletAddress, ...indicatorOf(HOT_TYPED.wallet) },
  iban: { typed: HOT_TYPED.iban.iban, ...indicatorOf(HOT_TYPED.iban) },
  domain: {
    typed: HOT_TYPED.domain.value,
    ...(indicatorOfContact(HOT_TYPED.domain) ?? { kind: 'domain' as const, value: '' }),
  },
};

/** A German IBAN for an 18-digit BBAN (SQL text), its mod-97 check digits computed in SQL. */
const germanIban = (bban: string) =>
  `'DE' || lpad((98 - ((${bban}) || '131400')::numeric % 97)::text, 2, '0') || (${bban})`;
const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Adds the trails, once: nothing when a bench case already has one (a data set seeded before this
 * step gets them on the next `--clients` run). Set-based, like seedBulk. Returns the entries added.
 */
export async function seedBulkTrails(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  const [present] = await queryRows<{ yes: boolean }>(
    db,
    sql`select exists (
          select 1 from scheme_payments p join cases k on k.id = p.case_id join users u on u.id = k.client_id
          where u.username like 'bulk.client.%') as yes`,
  );
  if (present?.yes) {
    log('  payment trails: already present');
    return 0;
  }
  const started = Date.now();
  const hot = HOT_INDICATORS;
  const uniqueIban = germanIban(`'10010010' || lpad(n::text, 10, '0')`);
  const ringIban = germanIban(`'20020020' || lpad((n / 7)::text, 10, '0')`);
  const wallet = `'0x' || md5(case_id::text) || left(md5(case_id::text || 'w'), 8)`;
  const added = await db.transaction(async (tx) => {
    // One row per entry, with what was typed and the indicator it gives (kind, value).
    await tx.execute(
      sql.raw(`
      create temporary table bulk_trail on commit drop as
      with x as (
        select k.id as case_id, k.client_id, coalesce(k.lawyer_id, k.client_id) as second_author, k.created_at,
               substring(k.reference from '([0-9]+)$')::int as n, abs(hashtext(k.id::text || 't')) as h
        from cases k join users u on u.id = k.client_id
        where u.username like 'bulk.client.%'
      ), entries as (
        select x.*, 1 as entry,
               case when x.n % ${HOT_EVERY} = 0 then 'hot_wallet' when x.n % ${HOT_EVERY} = 1 then 'hot_iban'
                    else (array['wallet','iban','card'])[1 + x.h % 3] end as variant
        from x
        union all
        select x.*, 2,
               case when x.n % ${HOT_EVERY} = 2 then 'hot_domain' when (x.h / 3) % 2 = 0 then 'domain' else 'ring_iban' end
        from x
      )
      select case_id, entry, variant,
             case when variant in ('hot_domain','domain') then 'contact' else 'payment' end as source,
             case when variant in ('hot_wallet','wallet') then 'crypto' when variant = 'card' then 'card'
                  when variant in ('hot_iban','iban','ring_iban') then 'bank_transfer' end as method,
             case variant when 'hot_wallet' then ${quote(hot.wallet.typed)} when 'wallet' then ${wallet} end as wallet_address,
             case variant when 'hot_iban' then ${quote(hot.iban.typed)} when 'iban' then ${uniqueIban}
                          when 'ring_iban' then ${ringIban} end as iban,
             case when variant = 'card' then 'FX TRADE MARKETS ' || n end as merchant_descriptor,
             case variant when 'hot_domain' then ${quote(hot.domain.typed)} when 'domain' then 'www.scheme-' || n || '-invest.com' end as contact_value,
             case when variant in ('hot_wallet','wallet') then 'crypto_address' when variant = 'card' then 'card_merchant'
                  when variant in ('hot_iban','iban','ring_iban') then 'iban' else 'domain' end as kind,
             case variant when 'hot_wallet' then ${quote(hot.wallet.value)} when 'wallet' then 'evm:' || ${wallet}
                          when 'hot_iban' then ${quote(hot.iban.value)} when 'iban' then ${uniqueIban}
                          when 'ring_iban' then ${ringIban} when 'card' then 'FX TRADE MARKETS ' || n
                          when 'hot_domain' then ${quote(hot.domain.value)} else 'scheme-' || n || '-invest.com' end as value,
             variant like 'hot_%' as hot,
             case when entry = 1 then client_id else second_author end as entered_by,
             created_at + entry * interval '2 days' as created_at,
             -- Paid 400 to 1,075 days ago: every deadline but the limitation period has passed and
             -- none is within the reminders' 14 days, so a fresh data set sends no reminder emails.
             (now() - ((400 + h % 676) * interval '1 day'))::date as paid_on,
             (500 + (h / 7) % 20000) * 100 as amount_cents,
             (array['USD','EUR','EUR','GBP'])[1 + (h / 11) % 4] as currency
      from entries`),
    );
    await tx.execute(sql`
      insert into indicators (kind, value, created_at)
      select kind, value, min(created_at) from bulk_trail group by kind, value
      on conflict (kind, value) do nothing`);
    await tx.execute(sql`
      insert into scheme_payments (case_id, paid_on, amount_cents, currency, method, card_network, merchant_descriptor,
                                   iban, crypto_network, wallet_address, indicator_id, entered_by, created_at, updated_at)
      select t.case_id, t.paid_on, t.amount_cents, t.currency, t.method,
             case when t.method = 'card' then 'visa' end, t.merchant_descriptor, t.iban,
             case when t.method = 'crypto' then 'ethereum' end, t.wallet_address,
             i.id, t.entered_by, t.created_at, t.created_at
      from bulk_trail t join indicators i on i.kind = t.kind and i.value = t.value
      where t.source = 'payment'`);
    await tx.execute(sql`
      insert into scheme_contacts (case_id, kind, value, indicator_id, entered_by, created_at, updated_at)
      select t.case_id, 'website', t.contact_value, i.id, t.entered_by, t.created_at, t.created_at
      from bulk_trail t join indicators i on i.kind = t.kind and i.value = t.value
      where t.source = 'contact'`);
    // The firm's word on the hot ones, and (D38) a review on each accepted case by the desk's
    // manager: someone other than who entered it, on a case the lawyer worked on too.
    await tx.execute(sql`
      update indicators set status = 'confirmed', status_reason = 'Bench data: one scheme reported by thousands of clients',
             status_by = (select id from users where username = 'bulk.admin'), status_at = now()
      where (kind, value) in (select distinct kind, value from bulk_trail where hot)`);
    await tx.execute(sql`
      insert into indicator_case_reviews (indicator_id, case_id, reviewed_by, reviewed_at)
      select distinct on (i.id, k.id) i.id, k.id, m.id, t.created_at + interval '1 day'
      from bulk_trail t
      join indicators i on i.kind = t.kind and i.value = t.value
      join cases k on k.id = t.case_id
      join users m on m.role = 'manager' and m.desk_id = k.desk_id and m.username like 'bulk.manager.%'
      where t.hot and k.phase <> 'new' and k.lawyer_id is not null
      order by i.id, k.id, m.id`);
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from bulk_trail`);
    return count?.n ?? 0;
  });
  await db.execute(sql`analyze indicators, scheme_payments, scheme_contacts, indicator_case_reviews`);
  log(`  ${added} payment-trail entries (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return added;
}
