/**
 * Valid-looking values for the JSON schemas of the OpenAPI document, so a test can send every
 * route a body that gets as far as possible and then spoil one field of it. Small on purpose:
 * it knows the constructs our zod contracts produce, not all of JSON Schema.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

export type FieldPath = (string | number)[];

/** Strings that satisfy the patterns our contracts use (phone, country, username, hashes...). */
const PATTERN_SAMPLES = [
  'DE',
  '+31 20 123 4567',
  'sweep.user1',
  'a'.repeat(64),
  'example.org',
  'DEUTDEFF',
  'bc1qsweepwalletaddress0000000000',
  'sweep-key-0001',
  '2026-01',
];

const uuidByName: Record<string, string> = {};

/** Ids by property name (caseId, lawyerId...), so a body names real rows of the fixture. */
export function useIds(ids: Record<string, string>): void {
  Object.assign(uuidByName, ids);
}

function sampleString(schema: JsonSchema, name: string): string {
  switch (schema.format) {
    case 'email':
      return 'sweep@example.com';
    case 'uuid':
      return uuidByName[name] ?? '00000000-0000-4000-8000-000000000000';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
  }
  const fits = (s: string) =>
    s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return PATTERN_SAMPLES.find((s) => pattern.test(s) && fits(s)) ?? 'x';
  }
  const text = 'A sweep test text';
  return fits(text) ? text : 'x'.repeat(Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 1, 1)));
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** The alternatives of a union (or the schema itself). */
export function variantsOf(schema: JsonSchema): JsonSchema[] {
  const options = schema.oneOf ?? schema.anyOf;
  return options ? options.filter((o) => !typesOf(o).includes('null')) : [schema];
}

export function exampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, name)));
  if (schema.oneOf || schema.anyOf) return exampleOf(variantsOf(schema)[0] ?? {}, name);
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, child]) => [key, exampleOf(child, key)]),
    );
  }
  if (types.includes('array')) {
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
      exampleOf(schema.items ?? {}, name),
    );
  }
  if (types.includes('string')) return sampleString(schema, name);
  if (types.includes('integer') || types.includes('number')) return Math.max(schema.minimum ?? 1, 1);
  if (types.includes('boolean')) return true;
  return null;
}

/** Every path in `schema` where a string is accepted (through any branch of a union). */
export function stringPaths(schema: JsonSchema, path: FieldPath = []): FieldPath[] {
  const found: FieldPath[] = [];
  for (const branch of [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    if (typesOf(branch).includes('string') && !found.some((p) => p.join('.') === path.join('.'))) {
      found.push(path);
    }
    for (const [key, child] of Object.entries(branch.properties ?? {}))
      found.push(...stringPaths(child, [...path, key]));
    if (typesOf(branch).includes('array') && branch.items)
      found.push(...stringPaths(branch.items, [...path, 0]));
  }
  return found;
}

/** A deep copy of `value` with `replacement` at `path` (objects and arrays created as needed). */
export function withValueAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : typeof value === 'object' && value !== null
      ? { ...(value as Record<string, unknown>) }
      : typeof head === 'number'
        ? []
        : {};
  const current = (container as Record<string | number, unknown>)[head];
  (container as Record<string | number, unknown>)[head] = withValueAt(current, rest, replacement);
  return container;
}
