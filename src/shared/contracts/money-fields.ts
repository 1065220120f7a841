import { z } from 'zod';

/**
 * Issue 16 item 4: every money figure in a response is a pair. `<name>` is the spec's decimal in
 * major units (1234.56), derived from the cents for people to read; `<name>Cents` is the integer
 * to compute with. Both come from the same cents (moneyFields in domain/money.ts).
 */
const decimal = (name: string) =>
  z
    .number()
    .describe(`${name} in major units, derived from ${name}Cents (for reading; compute with the cents)`);
const cents = (name: string) =>
  z
    .number()
    .int()
    .describe(`${name} in integer minor units (cents) of the currency: the figure to compute with`);

type Pair<K extends string, D, C> = { [P in K]: D } & { [P in `${K}Cents`]: C };

export function moneyShape<K extends string>(name: K): Pair<K, z.ZodNumber, z.ZodNumber> {
  return { [name]: decimal(name), [`${name}Cents`]: cents(name) } as Pair<K, z.ZodNumber, z.ZodNumber>;
}

/** A pair that is null together (the figure does not apply to this row). */
export function nullableMoneyShape<K extends string>(
  name: K,
): Pair<K, z.ZodNullable<z.ZodNumber>, z.ZodNullable<z.ZodNumber>> {
  return { [name]: decimal(name).nullable(), [`${name}Cents`]: cents(name).nullable() } as Pair<
    K,
    z.ZodNullable<z.ZodNumber>,
    z.ZodNullable<z.ZodNumber>
  >;
}

/** Several pairs at once: `...moneyShapes('recovered', 'fees')`. */
export function moneyShapes<K extends string>(...names: K[]): Pair<K, z.ZodNumber, z.ZodNumber> {
  return Object.assign({}, ...names.map((name) => moneyShape(name)));
}
