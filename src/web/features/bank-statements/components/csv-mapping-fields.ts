import { type CsvMapping, csvMappingSchema, type SaveCsvMapping } from '@shared/contracts/bank-statements';
import { z } from 'zod';

/** The mapping's columns in the order the form asks for them. */
export const COLUMN_FIELDS = [
  'bookingDate',
  'valueDate',
  'amount',
  'credit',
  'debit',
  'currency',
  'description',
  'reference',
  'counterpartyName',
  'counterpartyIban',
] as const satisfies readonly (keyof CsvMapping['columns'])[];
export type ColumnField = (typeof COLUMN_FIELDS)[number];

export const DELIMITERS = { comma: ',', semicolon: ';', tab: '\t' } as const;
export type DelimiterName = keyof typeof DELIMITERS;
export const DELIMITER_NAMES = Object.keys(DELIMITERS) as DelimiterName[];

export const DATE_FORMATS = csvMappingSchema.shape.dateFormat.options;
export const DECIMAL_SEPARATORS = ['.', ','] as const;

/** The thousands separator by name, as a select cannot tell '' from ' ' apart at a glance. */
export const THOUSANDS = { none: '', point: '.', comma: ',', space: ' ', apostrophe: "'" } as const;
export type ThousandsName = keyof typeof THOUSANDS;
export const THOUSANDS_NAMES = Object.keys(THOUSANDS) as ThousandsName[];

/**
 * The thousands separator to show after the decimal separator changes: kept unless it is now the
 * same mark, then the usual partner (a decimal comma groups with points, a decimal point with commas).
 */
export function thousandsAfterDecimal(decimal: string, current: ThousandsName): ThousandsName {
  if (THOUSANDS[current] !== decimal) return current;
  return decimal === ',' ? 'point' : 'comma';
}

/** What the form holds: text as typed, an empty column field meaning "not in this export". */
export const mappingFormSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    delimiter: z.enum(DELIMITER_NAMES as [DelimiterName, ...DelimiterName[]]),
    hasHeader: z.boolean(),
    dateFormat: z.enum(DATE_FORMATS),
    decimalSeparator: z.enum(DECIMAL_SEPARATORS),
    thousandsSeparator: z.enum(THOUSANDS_NAMES as [ThousandsName, ...ThousandsName[]]),
    currency: z.string().regex(/^[A-Z]{3}$/),
    columns: z.object(
      Object.fromEntries(COLUMN_FIELDS.map((field) => [field, z.string().trim().max(200)])) as Record<
        ColumnField,
        z.ZodString
      >,
    ),
  })
  .refine(({ decimalSeparator, thousandsSeparator }) => THOUSANDS[thousandsSeparator] !== decimalSeparator, {
    path: ['thousandsSeparator'],
  });
export type MappingFormValues = z.infer<typeof mappingFormSchema>;

/** The form's values as the API takes them; the shared schema then checks the whole mapping. */
export function toSaveCsvMapping(values: MappingFormValues): SaveCsvMapping {
  const columns = Object.fromEntries(
    Object.entries(values.columns)
      .map(([field, column]) => [field, column.trim()] as const)
      .filter(([, column]) => column !== ''),
  ) as CsvMapping['columns'];
  return {
    name: values.name.trim(),
    mapping: {
      delimiter: DELIMITERS[values.delimiter],
      hasHeader: values.hasHeader,
      dateFormat: values.dateFormat,
      decimalSeparator: values.decimalSeparator,
      thousandsSeparator: THOUSANDS[values.thousandsSeparator],
      columns,
      currency: values.currency,
    },
  };
}
