import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIRM_SETTINGS,
  firmSettingsSchema,
  settingsFromRows,
  updateFirmSettingsSchema,
} from './firm-settings';

describe('firm settings', () => {
  it('ships defaults that satisfy their own schema, with the spec’s published step times', () => {
    expect(firmSettingsSchema.parse(DEFAULT_FIRM_SETTINGS)).toEqual(DEFAULT_FIRM_SETTINGS);
    expect(DEFAULT_FIRM_SETTINGS.stepEstimates.new).toEqual({ min: 0, max: 2, unit: 'hours' });
    expect(DEFAULT_FIRM_SETTINGS.stepEstimates.investigation).toEqual({ min: 1, max: 3, unit: 'days' });
    expect(DEFAULT_FIRM_SETTINGS.stepEstimates.legal).toEqual({ min: 2, max: 8, unit: 'weeks' });
  });

  it('reads stored rows over the defaults, ignoring unknown keys and values that no longer parse', () => {
    const settings = settingsFromRows([
      { key: 'publicStatsMinCases', value: 50 },
      { key: 'successRateTarget', value: 'high' },
      { key: 'retired', value: 1 },
    ]);
    expect(settings.publicStatsMinCases).toBe(50);
    expect(settings.successRateTarget).toBe(DEFAULT_FIRM_SETTINGS.successRateTarget);
    expect(settings).not.toHaveProperty('retired');
  });

  it('refuses an estimate whose minimum is above its maximum, an empty update and unknown keys', () => {
    const bad = updateFirmSettingsSchema.safeParse({
      stepEstimates: { legal: { min: 9, max: 8, unit: 'weeks' } },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['stepEstimates', 'legal', 'min']);
    expect(updateFirmSettingsSchema.safeParse({}).success).toBe(false);
    expect(updateFirmSettingsSchema.safeParse({ feeRate: 10 }).success).toBe(false);
    expect(updateFirmSettingsSchema.safeParse({ stepEstimates: { recovery: null } }).success).toBe(true);
  });
});
