import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('what an audit entry changed', () => {
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
