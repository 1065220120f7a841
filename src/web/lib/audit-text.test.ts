import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@shared/domain/audit';
import { LANGUAGES } from '@shared/domain/languages';
import { ROLES } from '@shared/domain/roles';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../../../tests/support/texts';
import { actionKey, auditAction, auditActor, auditEntity, auditRecord, recordLabel } from './audit-text';

const { i18n, tFor } = await textsOf('admin');
const en = tFor('en');
const id = '0191f0c2-aaaa-4bbb-8ccc-0123456789ab';
const lena = { actorId: id, actorName: 'Lena Vogel', actorRole: 'lawyer' };

describe('audit entries in words, one wording for the admin console', () => {
  it('has words for every action and record type the server can write, in all six languages', () => {
    for (const language of LANGUAGES) {
      for (const action of AUDIT_ACTIONS) {
        expect(i18n.exists(actionKey(action)!, { lng: language }), `${language}: ${action}`).toBe(true);
      }
      for (const entity of AUDIT_ENTITIES) {
        expect(i18n.exists(`audit.entities.${entity}`, { lng: language }), `${language}: ${entity}`).toBe(
          true,
        );
      }
      for (const role of ROLES) {
        expect(i18n.exists(`audit.roles.${role}`, { lng: language }), `${language}: ${role}`).toBe(true);
      }
    }
  });

  it('says what happened, and still names an action it has no words for', () => {
    expect(auditAction(en, 'user.banned')).toBe('Person banned');
    expect(auditAction(tFor('de'), 'user.banned')).toBe('Person gesperrt');
    expect(auditAction(en, 'desk.created')).toBe('Desk created');
    expect(auditAction(en, 'case.phase.changed')).toBe('Recorded action: case.phase.changed');
    expect(auditEntity(en, 'payout_method')).toBe('Payout method');
    expect(auditEntity(en, 'invoice')).toBe('Record (invoice)');
  });

  it('names who did it, with their role, or says the system or a former person did', () => {
    expect(auditActor(en, lena)).toBe('By Lena Vogel (lawyer)');
    expect(auditActor(tFor('fr'), { ...lena, actorRole: 'admin' })).toBe('Par Lena Vogel (administrateur)');
    expect(auditActor(en, { ...lena, actorRole: null })).toBe('By Lena Vogel');
    expect(auditActor(en, { ...lena, actorName: null })).toBe('By a person no longer in Recourse (lawyer)');
    expect(auditActor(en, { actorId: null, actorName: null, actorRole: null })).toBe(
      'By the system or a visitor who was not signed in',
    );
  });

  it("names the record by its name, a person's names or a reference, else the end of its id", () => {
    expect(
      recordLabel({ entity: 'desk', entityId: id, before: { name: 'Old' }, after: { name: 'Benelux' } }),
    ).toBe('Benelux');
    expect(recordLabel({ entity: 'desk', entityId: id, before: { name: 'Gone' }, after: null })).toBe('Gone');
    expect(
      recordLabel({ entity: 'user', entityId: id, after: { firstName: 'Ada', lastName: 'Lovelace' } }),
    ).toBe('Ada Lovelace');
    expect(recordLabel({ entity: 'case', entityId: id, after: { reference: 'RC-2026-0001' } })).toBe(
      'RC-2026-0001',
    );
    // The bank's reference of a recovery or a payout does not name the case or the withdrawal.
    const bank = { after: { reference: 'RECALL-1' } };
    expect(recordLabel({ action: 'ledger.recovery.recorded', entity: 'case', entityId: id, ...bank })).toBe(
      '…456789ab',
    );
    expect(recordLabel({ action: 'withdrawal.paid', entity: 'withdrawal', entityId: id, ...bank })).toBe(
      '…456789ab',
    );
    expect(recordLabel({ entity: 'withdrawal', entityId: id, after: { status: 'paid' } })).toBe('…456789ab');
    expect(recordLabel({ entity: 'firm_settings', entityId: null })).toBeNull();
  });

  it('puts the kind of record before its name; the actor is the record when they act on themselves', () => {
    expect(auditRecord(en, { entity: 'desk', entityId: id, after: { name: 'Benelux' } })).toBe(
      'Desk: Benelux',
    );
    expect(auditRecord(tFor('fr'), { entity: 'desk', entityId: id, after: { name: 'Benelux' } })).toBe(
      'Équipe : Benelux',
    );
    expect(auditRecord(en, { entity: 'user', entityId: id, ...lena })).toBe('Person: Lena Vogel');
    expect(auditRecord(en, { entity: 'firm_settings', entityId: null })).toBe('Firm settings');
  });

  it('names the person and case the server looked up, and says honestly when they are gone', () => {
    const id = '0190c6c4-0000-7000-8000-000000000000';
    const subject = {
      person: 'Mira Berg',
      reference: 'RC-2026-000123',
      desk: null,
      erased: false,
      gone: false,
    };
    expect(auditRecord(en, { entity: 'case', entityId: id, subject })).toBe(
      'Case: RC-2026-000123 (Mira Berg)',
    );
    expect(
      auditRecord(en, { entity: 'withdrawal', entityId: id, subject: { ...subject, reference: null } }),
    ).toBe('Withdrawal: Mira Berg');
    const erased = { ...subject, person: null, erased: true };
    expect(auditRecord(en, { entity: 'case', entityId: id, subject: erased })).toBe(
      'Case: RC-2026-000123 (an erased person)',
    );
    const gone = { person: null, reference: null, desk: null, erased: false, gone: true };
    expect(auditRecord(en, { entity: 'user', entityId: id, subject: gone })).toBe(
      'Person: a record that no longer exists',
    );
    for (const language of ['es', 'nl', 'de', 'it', 'fr']) {
      const worded = auditRecord(tFor(language), { entity: 'user', entityId: id, subject: gone });
      expect(worded).not.toContain(id.slice(-8));
      expect(worded).not.toContain('no longer exists');
    }
  });
});
