import type { ExportIndicator } from './export-indicator';
import { RECOURSE_NAMESPACE, randomStixId, uuidV5 } from './stix-ids';
import { observableOf, type StixObservable } from './stix-observables';

/**
 * A scheme's indicators as a STIX 2.1 bundle for banks, exchanges and the police: the firm's
 * identity, TLP:AMBER, one indicator and one observable per destination, and a grouping named
 * after the scheme. Descriptions carry counts only: no client, case or amount leaves the firm.
 */

/** TLP:AMBER as STIX 2.1 §7.2.1.4 predefines it; included verbatim so every reference resolves. */
export const TLP_AMBER = {
  type: 'marking-definition',
  spec_version: '2.1',
  id: 'marking-definition--f88d31f6-486f-44da-b317-01333bde0b82',
  created: '2017-01-20T00:00:00.000Z',
  definition_type: 'tlp',
  name: 'TLP:AMBER',
  definition: { tlp: 'amber' },
} as const;
const MARKINGS = [TLP_AMBER.id];

/**
 * The firm's identity keeps one id and one version in every export (the id from its name, a
 * fixed date since the firm's own creation date is not ours to know): a recipient sees one
 * producer, not one per file.
 */
const IDENTITY_CREATED = '2020-01-01T00:00:00.000Z';

/** STIX 2.1 Appendix A's None/Low/Med/High scale: a lawyer's confirmation is High, a report Med. */
const CONFIDENCE = { confirmed: 85, unreviewed: 50 } as const;

const KIND_NAMES: Record<ExportIndicator['kind'], string> = {
  domain: 'Domain',
  iban: 'IBAN',
  bank_account: 'Bank account',
  crypto_address: 'Crypto address',
  card_merchant: 'Card merchant',
  phone: 'Phone number',
  email: 'Email address',
  messenger: 'Messenger account',
  app: 'App',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const day = (date: Date) => date.toISOString().slice(0, 10);

export function indicatorId(indicator: Pick<ExportIndicator, 'kind' | 'value'>): string {
  return `indicator--${uuidV5(`indicator:${indicator.kind}:${indicator.value}`, RECOURSE_NAMESPACE)}`;
}

function indicatorObject(indicator: ExportIndicator, pattern: string, identityId: string, createdAt: Date) {
  const created = indicator.firstSeen.toISOString();
  // Same id, new version per export: `created` stays the first sighting, `modified` moves on.
  const modified = new Date(Math.max(createdAt.getTime(), indicator.firstSeen.getTime())).toISOString();
  const reviewed =
    indicator.status === 'confirmed' ? 'confirmed by the firm' : 'not yet reviewed by the firm';
  return {
    type: 'indicator',
    spec_version: '2.1',
    id: indicatorId(indicator),
    created_by_ref: identityId,
    created,
    modified,
    name: `${KIND_NAMES[indicator.kind]}: ${indicator.value}`,
    description:
      `Payment destination or contact point of a fraud scheme, reported in ${count(indicator.cases, 'case', 'cases')} ` +
      `by ${count(indicator.clients, 'client', 'clients')} between ${day(indicator.firstSeen)} and ` +
      `${day(indicator.lastSeen)}; ${reviewed}.`,
    indicator_types: ['malicious-activity'],
    pattern,
    pattern_type: 'stix',
    pattern_version: '2.1',
    valid_from: created,
    confidence: CONFIDENCE[indicator.status],
    object_marking_refs: MARKINGS,
  };
}

export type StixObject = { type: string; id: string } & Record<string, unknown>;
export type StixBundle = { type: 'bundle'; id: string; objects: StixObject[] };

export function stixBundle({
  schemeName,
  firm,
  indicators,
  createdAt,
}: {
  schemeName: string;
  firm: { name: string };
  indicators: readonly ExportIndicator[];
  createdAt: Date;
}): StixBundle {
  const identity = {
    type: 'identity',
    spec_version: '2.1',
    id: `identity--${uuidV5(`identity:${firm.name}`, RECOURSE_NAMESPACE)}`,
    created: IDENTITY_CREATED,
    modified: IDENTITY_CREATED,
    name: firm.name,
    identity_class: 'organization',
    object_marking_refs: MARKINGS,
  };
  // Keyed by id: the same destination listed twice is one object, as STIX wants.
  const observables = new Map<string, StixObservable>();
  const indicatorObjects = new Map<string, ReturnType<typeof indicatorObject>>();
  for (const indicator of indicators) {
    const { observable, pattern } = observableOf(indicator, MARKINGS);
    observables.set(observable.id, observable);
    const object = indicatorObject(indicator, pattern, identity.id, createdAt);
    indicatorObjects.set(object.id, object);
  }
  const refs = [...indicatorObjects.keys(), ...observables.keys()];
  const at = createdAt.toISOString();
  // A grouping's object_refs may not be empty (STIX lists never are): no indicators, no grouping.
  const grouping = refs.length
    ? [
        {
          type: 'grouping',
          spec_version: '2.1',
          id: randomStixId('grouping'),
          created_by_ref: identity.id,
          created: at,
          modified: at,
          name: schemeName,
          description: `Payment destinations and contact points of the fraud scheme "${schemeName}" reported to ${firm.name}.`,
          context: 'suspicious-activity',
          object_refs: refs,
          object_marking_refs: MARKINGS,
        },
      ]
    : [];
  return {
    type: 'bundle',
    id: randomStixId('bundle'),
    objects: [identity, TLP_AMBER, ...indicatorObjects.values(), ...observables.values(), ...grouping],
  };
}
