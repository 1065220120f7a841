import { inflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; method: number; compressedSize: number; localOffset: number };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_ENTRY_SIGNATURE = 0x04034b50;

/**
 * The entries of the ZIP central directory (what Office reads), found through the
 * end-of-central-directory record (within the last 22 + 65,535 bytes). Every offset is
 * bounds-checked: a malformed archive yields no entries rather than an exception.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let eocd = bytes.length - 22; eocd >= earliest; eocd--) {
    if (bytes.readUInt32LE(eocd) !== EOCD_SIGNATURE) continue;
    const count = bytes.readUInt16LE(eocd + 10);
    const entries: ZipEntry[] = [];
    let at = bytes.readUInt32LE(eocd + 16);
    for (let i = 0; i < count; i++) {
      if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return [];
      const nameLength = bytes.readUInt16LE(at + 28);
      if (at + 46 + nameLength > bytes.length) return [];
      entries.push({
        name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
        method: bytes.readUInt16LE(at + 10),
        compressedSize: bytes.readUInt32LE(at + 20),
        localOffset: bytes.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    }
    return entries;
  }
  return [];
}

/**
 * The uncompressed bytes of one small entry (stored or deflated, the two methods Office
 * writes), at most `maxBytes` of output so a zip bomb cannot take the memory; null when the
 * entry cannot be read.
 */
export function zipEntryData(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_ENTRY_SIGNATURE) return null;
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return null;
  const data = bytes.subarray(start, end);
  if (entry.method === 0) return data.length <= maxBytes ? data : null;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}
