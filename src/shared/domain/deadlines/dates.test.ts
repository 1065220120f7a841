import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addCalendarDays,
  dayNumber,
  daysBetween,
  easterSunday,
  isBusinessDay,
  targetHolidays,
} from './dates';

describe('deadline dates (UTC days)', () => {
  it.each([
    [1818, '1818-03-22'],
    [2000, '2000-04-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('finds Easter %i on %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });

  it('knows the six TARGET closing days of a year', () => {
    expect([...targetHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('treats weekends and TARGET holidays as closed', () => {
    expect(isBusinessDay('2026-04-02')).toBe(true); // Maundy Thursday is open
    expect(isBusinessDay('2026-04-03')).toBe(false);
    expect(isBusinessDay('2026-04-04')).toBe(false);
    expect(isBusinessDay('2026-04-06')).toBe(false);
    expect(isBusinessDay('2026-04-07')).toBe(true);
    expect(isBusinessDay('2026-12-24')).toBe(true);
  });

  it('counts business days after the start day, never on it', () => {
    expect(addBusinessDays('2026-04-02', 1)).toBe('2026-04-07');
    expect(addBusinessDays('2026-04-04', 1)).toBe('2026-04-07');
    expect(addBusinessDays('2026-06-12', 5)).toBe('2026-06-19');
  });

  it('crosses months, leap days and years in calendar days', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-05-10', '2026-05-01')).toBe(-9);
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '2026-01-01T00:00:00Z', ''])(
    'refuses %j as a day',
    (day) => {
      expect(() => dayNumber(day)).toThrow(RangeError);
    },
  );
});
