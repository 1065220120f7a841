import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@shared/contracts/admin-system';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/adminSystem.json';
import { changedFields, keyOf, recordLabel } from './describe-audit';

describe('audit entries in words', () => {
  it('has words for every action and record type the server writes (the other languages follow English)', () => {
    const actions = Object.keys(english.audit.actions);
    expect(AUDIT_ACTIONS.map(keyOf).filter((key) => !actions.includes(key))).toEqual([]);
    expect(actions.length).toBe(AUDIT_ACTIONS.length);
    const entities = Object.keys(english.audit.entities);
    expect(AUDIT_ENTITIES.filter((entity) => !entities.includes(entity))).toEqual([]);
  });

  it("names the record by its name, a person's names or a reference, else the start of its id", () => {
    const id = '0191f0c2-aaaa-7bbb-8ccc-dddddddddddd';
    expect(recordLabel({ entityId: id, before: { name: 'Old' }, after: { name: 'Benelux' } })).toBe(
      'Benelux',
    );
    expect(recordLabel({ entityId: id, before: { name: 'Deleted desk' }, after: null })).toBe('Deleted desk');
    expect(
      recordLabel({ entityId: id, before: null, after: { firstName: 'Ada', lastName: 'Lovelace' } }),
    ).toBe('Ada Lovelace');
    expect(recordLabel({ entityId: id, before: null, after: { reference: 'RC-2026-0001' } })).toBe(
      'RC-2026-0001',
    );
    expect(recordLabel({ entityId: id, before: null, after: { status: 'approved' } })).toBe('0191f0c2');
    expect(recordLabel({ entityId: null, before: null, after: null })).toBeNull();
  });

  it('lists each field with its value before and after', () => {
    expect(
      changedFields({ name: 'Old', countries: ['DE'] }, { name: 'New', countries: ['DE', 'AT'], extra: 1 }),
    ).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'countries', before: '["DE"]', after: '["DE","AT"]' },
      { field: 'extra', before: '', after: '1' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
