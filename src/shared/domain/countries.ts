/** Country options of the free case assessment (spec §3), in the spec's own codes. */
export const INTAKE_COUNTRIES = [
  'US',
  'UK',
  'CA',
  'AU',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'JP',
  'other',
] as const;
export type IntakeCountry = (typeof INTAKE_COUNTRIES)[number];

/**
 * Desks list ISO 3166-1 alpha-2 codes; the form says UK where ISO says GB. Both are matched when
 * routing a lead to a desk (D21), so an admin may write either.
 */
export function deskCountryCodes(country: string): string[] {
  const code = country.toUpperCase();
  if (code === 'UK' || code === 'GB') return ['UK', 'GB'];
  return [code];
}
