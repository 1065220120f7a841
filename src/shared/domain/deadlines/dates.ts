/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC only: a deadline is a day, not an instant,
 * so no time zone (and no clock: the caller passes "today") may move it.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a real calendar day; throws on '2026-02-30' or any other shape. */
export function dayNumber(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 02-30 over into March; a round trip catches it.
  if (fromDayNumber(ms / DAY_MS) !== day) throw new RangeError(`not a calendar day: ${day}`);
  return ms / DAY_MS;
}

export function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function addCalendarDays(day: string, days: number): string {
  return fromDayNumber(dayNumber(day) + days);
}

/** Whole calendar days from `from` to `to`: negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian, or Meeus/Jones/Butcher, algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

const targetHolidayCache = new Map<number, ReadonlySet<string>>();

/**
 * The TARGET2 (T2) closing days of a year: 1 January, Good Friday, Easter Monday, 1 May, 25 and
 * 26 December. SEPA's "banking business days" are the days TARGET is open.
 */
export function targetHolidays(year: number): ReadonlySet<string> {
  const cached = targetHolidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const yyyy = String(year).padStart(4, '0');
  const days = new Set([
    `${yyyy}-01-01`,
    addCalendarDays(easter, -2),
    addCalendarDays(easter, 1),
    `${yyyy}-05-01`,
    `${yyyy}-12-25`,
    `${yyyy}-12-26`,
  ]);
  targetHolidayCache.set(year, days);
  return days;
}

function isOpenDay(days: number): boolean {
  // 1970-01-01 was a Thursday (4); the double modulo keeps days before 1970 right.
  const weekday = (((days + 4) % 7) + 7) % 7;
  if (weekday === 0 || weekday === 6) return false;
  const day = fromDayNumber(days);
  return !targetHolidays(Number(day.slice(0, 4))).has(day);
}

/** Monday to Friday and not a TARGET closing day. */
export function isBusinessDay(day: string): boolean {
  return isOpenDay(dayNumber(day));
}

/**
 * The day `count` business days after `day`: the start day itself never counts (a window of
 * "10 business days after settlement"), so the result is always a business day when count ≥ 1.
 */
export function addBusinessDays(day: string, count: number): string {
  let current = dayNumber(day);
  let left = count;
  while (left > 0) {
    current += 1;
    if (isOpenDay(current)) left -= 1;
  }
  return fromDayNumber(current);
}
