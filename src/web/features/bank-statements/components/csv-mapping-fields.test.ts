import { saveCsvMappingSchema } from '@shared/contracts/bank-statements';
import { describe, expect, it } from 'vitest';
import {
  type MappingFormValues,
  mappingFormSchema,
  thousandsAfterDecimal,
  toSaveCsvMapping,
} from './csv-mapping-fields';

const values: MappingFormValues = {
  name: 'Sparkasse',
  delimiter: 'semicolon',
  hasHeader: true,
  dateFormat: 'DD.MM.YYYY',
  decimalSeparator: ',',
  thousandsSeparator: 'point',
  currency: 'EUR',
  columns: {
    bookingDate: 'Buchungstag',
    valueDate: '',
    amount: 'Betrag',
    credit: '',
    debit: '',
    currency: '',
    description: '',
    reference: '',
    counterpartyName: '',
    counterpartyIban: '',
  },
};

describe('the CSV mapping form', () => {
  it('saves the chosen thousands separator as the mark itself, so "29.000" reads as 29,000.00', () => {
    const saved = toSaveCsvMapping(values);
    expect(saved.mapping).toMatchObject({ decimalSeparator: ',', thousandsSeparator: '.' });
    expect(saveCsvMappingSchema.safeParse(saved).success).toBe(true);
    expect(toSaveCsvMapping({ ...values, thousandsSeparator: 'none' }).mapping.thousandsSeparator).toBe('');
  });

  it('asks for a thousands separator other than the decimal one', () => {
    const clash = mappingFormSchema.safeParse({ ...values, thousandsSeparator: 'comma' });
    expect(clash.success).toBe(false);
    expect(clash.error?.issues[0]?.path).toEqual(['thousandsSeparator']);
  });

  it('moves the thousands separator out of the way when the decimal separator takes its mark', () => {
    expect(thousandsAfterDecimal(',', 'comma')).toBe('point');
    expect(thousandsAfterDecimal('.', 'point')).toBe('comma');
    expect(thousandsAfterDecimal(',', 'apostrophe')).toBe('apostrophe');
    expect(thousandsAfterDecimal('.', 'none')).toBe('none');
  });
});
