import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conflict } from '../../../shared/contracts/conflicts';
import { nameKey } from '../../../shared/domain/conflicts';
import type { Role } from '../../../shared/domain/roles';
import { normalizeEmail } from '../../../shared/domain/trail/email';
import { type Indicator, indicatorsOfPayment } from '../../../shared/domain/trail/indicators';
import { normalizePhone } from '../../../shared/domain/trail/phone';
import type { Db } from '../../db/client';
import { adverseParties, cases, indicatorSightings, indicators, payoutMethods, users } from '../../db/schema';
import { secretBox } from '../../lib/secret-box';

type Field = 'email' | 'phone' | 'payout';
type WithoutRecords<T> = T extends unknown ? Omit<T, 'records'> : never;
/**
 * A match as found, with the ids of the records behind it: the other cases naming the indicator,
 * the people matched. Which of them a reader sees is decided per reader (records.ts, D21).
 */
export type FoundConflict = WithoutRecords<Conflict> & { caseIds: string[]; userIds: string[] };
type Add = (clientId: string, c: FoundConflict) => void;
type Probe = Indicator & { clientId: string; field: Field };
type Registrant = { id: string; email: string; phone: string | null; country: string | null; key: string };

const normalizedOf = (r: { ok: true; value: string } | { ok: false }) => (r.ok ? r.value : null);

/** Words apart as search_words_of splits them (migration 0033): spaces and ASCII punctuation. */
const SEPARATORS = '[[:space:]!-/:-@[-`{-~’‘“”„–—«»]+';
/** A person's full name folded in the database (search_fold: case and accents), words one space apart. */
const foldedName = (t: typeof users | ReturnType<typeof alias<typeof users, 'registrant'>>) =>
  sql<string>`trim(regexp_replace(search_fold(${t.firstName} || ' ' || ${t.lastName}), ${SEPARATORS}, ' ', 'g'))`;

/** The last 7 digits: a cheap first cut on stored phone numbers, which are kept as typed. */
const phoneTail = (e164: string) => e164.replace(/\D/g, '').slice(-7);
const tailOf = sql`right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), 7)`;

/** The registrants' own indicators: email, phone, and the IBANs and wallets of their payout methods (opened). */
async function probesOf(db: Db, secret: string, registrants: Registrant[]): Promise<Probe[]> {
  const probes: Probe[] = [];
  for (const r of registrants) {
    const email = normalizedOf(normalizeEmail(r.email));
    if (email) probes.push({ clientId: r.id, field: 'email', kind: 'email', value: email });
    const phone = r.phone ? normalizedOf(normalizePhone(r.phone, r.country ?? undefined)) : null;
    if (phone) probes.push({ clientId: r.id, field: 'phone', kind: 'phone', value: phone });
  }
  const box = secretBox(secret, 'payout-details');
  const methods = await db
    .select()
    .from(payoutMethods)
    .where(
      and(
        inArray(
          payoutMethods.clientId,
          registrants.map((r) => r.id),
        ),
        isNull(payoutMethods.removedAt),
      ),
    );
  for (const m of methods) {
    const open = (v: string | null) => (v ? box.open(v) : null);
    const found =
      m.kind === 'bank_account'
        ? indicatorsOfPayment({ method: 'bank_transfer', iban: open(m.iban) })
        : indicatorsOfPayment({
            method: 'crypto',
            cryptoNetwork: m.network,
            walletAddress: open(m.walletAddress),
          });
    for (const indicator of found) probes.push({ ...indicator, clientId: m.clientId, field: 'payout' });
  }
  return probes;
}

/** Indicator conflicts: a probe's (kind, value) is a live indicator seen on some other client's case. */
async function indicatorConflicts(db: Db, probes: Probe[], add: Add) {
  if (probes.length === 0) return;
  const pairs = sql.join(
    probes.map((p) => sql`(${p.kind}, ${p.value})`),
    sql`, `,
  );
  const rows = await db
    .selectDistinct({
      kind: indicators.kind,
      value: indicators.value,
      status: indicators.status,
      caseId: indicatorSightings.caseId,
      caseClientId: cases.clientId,
    })
    .from(indicators)
    .innerJoin(indicatorSightings, eq(indicatorSightings.indicatorId, indicators.id))
    .innerJoin(cases, eq(cases.id, indicatorSightings.caseId))
    .where(
      and(sql`(${indicators.kind}, ${indicators.value}) in (${pairs})`, ne(indicators.status, 'false_match')),
    );
  for (const probe of probes) {
    const hits = rows.filter(
      (r) => r.kind === probe.kind && r.value === probe.value && r.caseClientId !== probe.clientId,
    );
    if (hits.length === 0) continue;
    const caseIds = [...new Set(hits.map((h) => h.caseId))];
    add(probe.clientId, {
      source: 'indicator',
      field: probe.field,
      kind: probe.kind,
      status: hits[0]!.status,
      cases: caseIds.length,
      caseIds,
      userIds: [],
    });
  }
}

/** Adverse parties not removed, by folded name or alias, email or phone. */
async function adversePartyConflicts(db: Db, registrants: Registrant[], probes: Probe[], add: Add) {
  const keys = registrants.map((r) => r.key).filter(Boolean);
  const emails = probes.filter((p) => p.kind === 'email').map((p) => p.value);
  const phones = probes.filter((p) => p.field === 'phone').map((p) => p.value);
  const text = (values: string[]) => sql`array[${sql.join(values.length ? values : [''], sql`, `)}]::text[]`;
  const parties = await db
    .select()
    .from(adverseParties)
    .where(
      and(
        isNull(adverseParties.removedAt),
        or(
          inArray(adverseParties.nameKey, keys.length ? keys : ['']),
          sql`${adverseParties.aliasKeys} && ${text(keys)}`,
          emails.length ? inArray(adverseParties.email, emails) : undefined,
          phones.length ? inArray(adverseParties.phone, phones) : undefined,
        ),
      ),
    );
  for (const r of registrants) {
    const email = probes.find((p) => p.clientId === r.id && p.field === 'email')?.value;
    const phone = probes.find((p) => p.clientId === r.id && p.field === 'phone')?.value;
    for (const party of parties) {
      const matchedOn =
        r.key && party.nameKey === r.key
          ? 'name'
          : r.key && party.aliasKeys.includes(r.key)
            ? 'alias'
            : email && party.email === email
              ? 'email'
              : phone && party.phone === phone
                ? 'phone'
                : null;
      if (matchedOn)
        add(r.id, { source: 'adverse_party', name: party.name, matchedOn, caseIds: [], userIds: [] });
    }
  }
}

/**
 * Other people with the same phone number or the same full name. Only their role is reported:
 * for staff a possible conflict of interest, for a client perhaps the same person twice.
 */
async function personConflicts(db: Db, registrants: Registrant[], probes: Probe[], add: Add) {
  const ids = registrants.map((r) => r.id);
  const registrant = alias(users, 'registrant');
  const phoneProbes = probes.filter((p) => p.field === 'phone');
  const [byPhone, byName] = await Promise.all([
    phoneProbes.length === 0
      ? []
      : db
          .select({ id: users.id, role: users.role, phone: users.phone, country: users.country })
          .from(users)
          .where(
            and(
              notInArray(users.id, ids),
              inArray(
                tailOf,
                phoneProbes.map((p) => phoneTail(p.value)),
              ),
            ),
          ),
    db
      .select({ id: users.id, role: users.role, clientId: registrant.id })
      .from(users)
      .innerJoin(registrant, inArray(registrant.id, ids))
      .where(
        and(
          ne(users.id, registrant.id),
          sql`${foldedName(registrant)} <> ''`,
          eq(foldedName(users), foldedName(registrant)),
        ),
      ),
  ]);
  /** One match per role, naming everyone of that role it found. */
  const perRole = (clientId: string, matchedOn: 'phone' | 'name', people: { id: string; role: Role }[]) => {
    for (const role of new Set(people.map((p) => p.role))) {
      const userIds = [...new Set(people.filter((p) => p.role === role).map((p) => p.id))];
      add(clientId, { source: 'person', role, matchedOn, caseIds: [], userIds });
    }
  };
  for (const probe of phoneProbes) {
    const same = byPhone.filter(
      (u) => u.phone && normalizedOf(normalizePhone(u.phone, u.country ?? undefined)) === probe.value,
    );
    perRole(probe.clientId, 'phone', same);
  }
  for (const r of registrants) {
    perRole(
      r.id,
      'name',
      byName.filter((row) => row.clientId === r.id),
    );
  }
}

/**
 * Issue 21 item 5: what each registrant matches, from the current records (an indicator reported
 * after registration shows too). Set-based: a handful of queries for any number of clients.
 * An indicator counts when it is not a false match and is seen on another client's case.
 */
export async function findConflicts(
  db: Db,
  secret: string,
  clientIds: string[],
): Promise<Map<string, FoundConflict[]>> {
  const result = new Map<string, FoundConflict[]>(clientIds.map((id) => [id, []]));
  const unique = [...new Set(clientIds)];
  if (unique.length === 0) return result;
  const registrants = (
    await db
      .select({
        id: users.id,
        email: users.email,
        phone: users.phone,
        country: users.country,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(inArray(users.id, unique))
  ).map((u) => ({ ...u, key: nameKey(`${u.firstName} ${u.lastName}`) }));
  const add: Add = (clientId, c) => result.get(clientId)?.push(c);
  const probes = await probesOf(db, secret, registrants);
  await Promise.all([
    indicatorConflicts(db, probes, add),
    adversePartyConflicts(db, registrants, probes, add),
    personConflicts(db, registrants, probes, add),
  ]);
  return result;
}
