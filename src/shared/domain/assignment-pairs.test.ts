import { describe, expect, it } from 'vitest';
import { canBeAssigned, isSupportedAssignment, unsupportedAssignmentMessage } from './assignment-pairs';
import { ROLES } from './roles';

describe('assignment pairs (D22)', () => {
  it('supports exactly client→lawyer, client→manager and lawyer→manager', () => {
    const supported = ROLES.flatMap((u) =>
      ROLES.filter((a) => isSupportedAssignment(u, a)).map((a) => `${u}→${a}`),
    );
    expect(supported.sort()).toEqual(['client→lawyer', 'client→manager', 'lawyer→manager']);
  });

  it('only clients and lawyers can be assigned', () => {
    expect(ROLES.filter(canBeAssigned).sort()).toEqual(['client', 'lawyer']);
  });

  it("names any pair in the spec's words", () => {
    expect(unsupportedAssignmentMessage('lawyer', 'lawyer')).toBe('Unsupported assignment: lawyer to lawyer');
  });
});
