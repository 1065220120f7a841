import { describe, expect, it } from 'vitest';
import { indicatorId, stixBundle, TLP_AMBER } from './stix';
import { EVERY_KIND } from './stix.test-support';

const createdAt = new Date('2026-03-01T12:00:00.000Z');
const build = (at = createdAt, indicators = EVERY_KIND) =>
  stixBundle({
    schemeName: 'Golden "FX" Academy',
    firm: { name: 'Müller & Partner' },
    indicators,
    createdAt: at,
  });
type Obj = Record<string, unknown> & { type: string; id: string };
const objects = (bundle = build()) => bundle.objects as Obj[];
const ofType = (type: string, bundle = build()) => objects(bundle).filter((o) => o.type === type);

const COMMON = ['type', 'spec_version', 'id', 'created', 'modified'];
const REQUIRED: Record<string, string[]> = {
  identity: [...COMMON, 'name'],
  indicator: [...COMMON, 'pattern', 'pattern_type', 'valid_from'],
  grouping: [...COMMON, 'context', 'object_refs'],
  'marking-definition': ['type', 'spec_version', 'id', 'created', 'definition_type', 'definition'],
  'domain-name': ['type', 'id', 'value'],
  'email-addr': ['type', 'id', 'value'],
  software: ['type', 'id', 'name'],
  'user-account': ['type', 'id'],
};
const ID = /^[a-z0-9-]+--[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const versionOf = (id: string) => ID.exec(id)?.[1];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('stixBundle', () => {
  it('is a bundle with a random v4 id and no spec_version', () => {
    const bundle = build();
    expect(bundle.type).toBe('bundle');
    expect(versionOf(bundle.id)).toBe('4');
    expect(bundle.id.startsWith('bundle--')).toBe(true);
    expect(bundle).not.toHaveProperty('spec_version');
    expect(build().id).not.toBe(bundle.id);
  });

  it('gives every object the required properties of its type, spec 2.1 and a well-formed id', () => {
    for (const object of objects()) {
      const required = REQUIRED[object.type] ?? ['type', 'id'];
      for (const property of required) expect(object, `${object.type}.${property}`).toHaveProperty(property);
      expect(object.spec_version).toBe('2.1');
      expect(object.id).toMatch(ID);
      expect(object.id.startsWith(`${object.type}--`)).toBe(true);
      if (object.type.startsWith('x-')) expect(object.type).toMatch(/^x-recourse-[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('holds the firm as an organization, TLP:AMBER as predefined, one indicator and observable per value, one grouping', () => {
    const [identity] = ofType('identity');
    expect(identity).toMatchObject({ name: 'Müller & Partner', identity_class: 'organization' });
    expect(ofType('marking-definition')).toEqual([TLP_AMBER]);
    expect(TLP_AMBER.id).toBe('marking-definition--f88d31f6-486f-44da-b317-01333bde0b82');
    expect(ofType('indicator')).toHaveLength(EVERY_KIND.length);
    const observables = objects().filter(
      (o) => !['identity', 'marking-definition', 'indicator', 'grouping'].includes(o.type),
    );
    expect(observables).toHaveLength(EVERY_KIND.length);
    const [grouping] = ofType('grouping');
    expect(grouping).toMatchObject({
      name: 'Golden "FX" Academy',
      context: 'suspicious-activity',
      created_by_ref: identity!.id,
    });
    expect(new Set(grouping!.object_refs as string[])).toEqual(
      new Set([...ofType('indicator'), ...observables].map((o) => o.id)),
    );
  });

  it('marks every object but the marking itself TLP:AMBER', () => {
    for (const object of objects().filter((o) => o.type !== 'marking-definition')) {
      expect(object.object_marking_refs, object.id).toEqual([TLP_AMBER.id]);
    }
  });

  it('refers only to objects the bundle holds', () => {
    const bundle = build();
    const ids = new Set(objects(bundle).map((o) => o.id));
    const refs = objects(bundle).flatMap((object) =>
      Object.entries(object).flatMap(([key, value]) =>
        key.endsWith('_refs') ? (value as string[]) : key.endsWith('_ref') ? [value as string] : [],
      ),
    );
    expect(refs.length).toBeGreaterThan(EVERY_KIND.length * 2);
    for (const ref of refs) expect(ids, ref).toContain(ref);
  });

  it('writes RFC 3339 UTC timestamps with milliseconds, modified never before created', () => {
    for (const object of objects()) {
      for (const key of ['created', 'modified', 'valid_from']) {
        if (key in object) expect(object[key], `${object.id}.${key}`).toMatch(TIMESTAMP);
      }
      if ('modified' in object) expect(object.modified! >= object.created!).toBe(true);
    }
    const [first] = ofType('indicator');
    expect(first).toMatchObject({
      created: '2025-11-01T09:15:30.250Z',
      valid_from: '2025-11-01T09:15:30.250Z',
    });
    expect(first!.modified).toBe(createdAt.toISOString());
  });

  it('keeps indicator, observable and firm ids from one export to the next (UUID v5)', () => {
    const stableIds = (bundle: ReturnType<typeof build>) =>
      objects(bundle)
        .filter((o) => o.type !== 'grouping')
        .map((o) => o.id);
    const later = build(new Date('2026-09-01T00:00:00.000Z'), [...EVERY_KIND].reverse());
    expect(new Set(stableIds(later))).toEqual(new Set(stableIds(build())));
    for (const indicator of ofType('indicator')) expect(versionOf(indicator.id)).toBe('5');
    expect(indicatorId({ kind: 'iban', value: 'DE89370400440532013000' })).toBe(
      indicatorId({ kind: 'iban', value: 'DE89370400440532013000' }),
    );
    expect(indicatorId({ kind: 'app', value: 'x' })).not.toBe(indicatorId({ kind: 'domain', value: 'x' }));
    expect(versionOf(ofType('grouping')[0]!.id)).toBe('4');
  });

  it('rates a confirmed indicator with more confidence than an unreviewed one', () => {
    const [confirmed, unreviewed] = ofType('indicator');
    expect(confirmed!.confidence as number).toBeGreaterThan(unreviewed!.confidence as number);
    expect(unreviewed!.indicator_types).toEqual(['malicious-activity']);
    expect(unreviewed).toMatchObject({ pattern_type: 'stix', created_by_ref: ofType('identity')[0]!.id });
  });

  it('describes counts but carries no amounts', () => {
    const json = JSON.stringify(build());
    expect(json).not.toMatch(/9876543\.21|987654321|EUR/);
    expect(ofType('indicator')[2]!.description).toContain('reported in 3 cases by 1 client');
  });

  it('survives a JSON round trip unchanged', () => {
    const bundle = build();
    expect(JSON.parse(JSON.stringify(bundle))).toEqual(bundle);
  });

  it('leaves out the grouping when there is nothing to group, and merges a value listed twice', () => {
    expect(objects(build(createdAt, [])).map((o) => o.type)).toEqual(['identity', 'marking-definition']);
    const twice = build(createdAt, [EVERY_KIND[0]!, EVERY_KIND[0]!]);
    expect(ofType('indicator', twice)).toHaveLength(1);
    expect(ofType('grouping', twice)[0]!.object_refs).toHaveLength(2);
  });
});
