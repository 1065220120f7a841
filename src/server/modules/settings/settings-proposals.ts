import { weakenedControls } from '../../../shared/domain/control-proposals';
import type { UpdateFirmSettings } from '../../../shared/domain/firm-settings';
import type { MailingCall } from '../../core/audit';
import { PROPOSAL_NOTE, proposalView, proposeControlChange } from '../../core/control-proposals';
import { getFirmSettings } from '../../core/firm-settings';
import { changedSettingKeys, lockSettings, settingsAfter, updateFirmSettings } from './settings';

/**
 * D37: a settings change that only strengthens controls (or touches none) applies at once; one
 * that weakens any control (shared/domain/control-proposals.ts) waits, whole, for a second admin.
 * Decided under the settings lock, so no save in between can turn a weakening into a strengthening.
 */
export async function changeFirmSettings(call: MailingCall & { input: UpdateFirmSettings }) {
  return call.db.transaction(async (tx) => {
    await lockSettings(tx);
    const before = await getFirmSettings(tx);
    const after = settingsAfter(before, call.input);
    const weakened = weakenedControls(before, after);
    if (weakened.length === 0) return { applied: await updateFirmSettings({ ...call, db: tx }) } as const;
    const settings = changedSettingKeys(before, after).map((key) => ({
      key,
      before: before[key],
      after: after[key],
    }));
    const row = await proposeControlChange({ ...call, db: tx }, 'settings', {
      request: call.input,
      subject: { settings, weakened },
    });
    return { proposed: { message: PROPOSAL_NOTE, proposal: await proposalView(tx, row) } } as const;
  });
}
