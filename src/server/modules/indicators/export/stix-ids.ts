import { createHash, randomUUID } from 'node:crypto';

/**
 * STIX identifiers: `<type>--<UUID>`. Objects that must keep their id from one export to the
 * next get a name-based UUID version 5 (RFC 4122 §4.3); the rest a random version 4.
 */

/** STIX 2.1 §2.9: the namespace for the deterministic ids of cyber-observable objects (SCOs). */
export const STIX_SCO_NAMESPACE = '00abedb4-aa42-466c-9c01-fed23315a9b7';
/**
 * Recourse's own namespace for the indicators' and the firm identity's ids (a random UUID drawn
 * once): the SCO namespace is reserved for SCOs, whose names are their JSON properties.
 */
export const RECOURSE_NAMESPACE = 'a33b7c1f-466c-4d7f-a103-747041688194';

/** Name-based UUID v5: SHA-1 over the namespace's 16 bytes and the name's UTF-8 (RFC 4122 §4.3). */
export function uuidV5(name: string, namespace: string): string {
  const hex = namespace.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new RangeError(`not a UUID: ${namespace}`);
  const hash = createHash('sha1').update(Buffer.from(hex, 'hex')).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const out = bytes.toString('hex');
  return `${out.slice(0, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}-${out.slice(16, 20)}-${out.slice(20)}`;
}

export const randomStixId = (type: string): string => `${type}--${randomUUID()}`;

/**
 * An SCO's id per STIX 2.1 §2.9: UUID v5 in the SCO namespace over the canonical JSON (RFC 8785)
 * of its ID-contributing properties. Ours are flat string properties, for which canonical JSON is
 * JSON.stringify with the keys sorted.
 */
export function scoId(type: string, idProperties: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.entries(idProperties).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `${type}--${uuidV5(JSON.stringify(sorted), STIX_SCO_NAMESPACE)}`;
}
