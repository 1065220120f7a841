import type { Language } from '../../../../shared/domain/languages';
import { formatMoney } from '../../../../shared/domain/money';

/**
 * Dates, amounts and sizes as the addressee reads them (Intl in the pack's language). Times are
 * in UTC, as everywhere else the server prints them, and the column heads say so: the pack
 * crosses borders, so a local time would be ambiguous.
 */
export type Formatters = ReturnType<typeof createFormatters>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const REGION_CODE = /^[A-Za-z]{2}$/;
const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function createFormatters(language: Language) {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayLong = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const plural = new Intl.PluralRules(language);
  const integer = new Intl.NumberFormat(language);

  /** A calendar date given as YYYY-MM-DD; anything else is printed as it came. */
  const calendarDate = (value: string, format: Intl.DateTimeFormat) => {
    const match = ISO_DATE.exec(value.trim());
    if (!match) return value;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };

  return {
    date: (value: string) => calendarDate(value, day),
    longDate: (value: Date) => dayLong.format(value),
    dateTime: (value: Date) => moment.format(value),
    integer: (value: number) => integer.format(value),
    isOne: (count: number) => plural.select(count) === 'one',
    /** Crypto amounts may carry codes Intl refuses ("USDT"): then the number and the code as given. */
    money: (cents: number, currency: string) => {
      try {
        return formatMoney(cents, currency, language);
      } catch {
        const amount = new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(cents / 100);
        return `${amount} ${currency}`;
      }
    },
    /** An ISO 3166 code becomes the country's name; a name is printed as given. */
    country: (value: string) =>
      REGION_CODE.test(value.trim()) ? (regions.of(value.trim().toUpperCase()) ?? value) : value,
    size: (bytes: number) => {
      // "512 bytes", not "512 byte" nor "0.5 kB": the short unit of a byte reads oddly in most languages.
      if (bytes < 1000) {
        return new Intl.NumberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(
          bytes,
        );
      }
      let value = bytes;
      let unit = 0;
      while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
        value /= 1000;
        unit += 1;
      }
      return new Intl.NumberFormat(language, {
        style: 'unit',
        unit: SIZE_UNITS[unit],
        unitDisplay: 'short',
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }).format(value);
    },
  };
}
