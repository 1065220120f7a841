import type { DocumentMimeType } from '../../../shared/domain/documents';
import { zipEntries, zipEntryData } from './zip';

/**
 * Whether a Word file carries macros (issue 15): evidence is opened by the firm's staff, and a
 * VBA macro is the classic way to run code on their machines. Both formats are decided from the
 * bytes, never from the name, like the type itself (D17).
 */
export function hasMacros(bytes: Buffer, mimeType: DocumentMimeType): boolean {
  if (mimeType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') {
    return zipHasMacros(bytes);
  }
  if (mimeType === 'application/msword') return oleHasMacros(bytes);
  return false;
}

const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

/**
 * DOCX/DOCM: a `vbaProject.bin` part anywhere, or a [Content_Types].xml that declares a VBA
 * project or a macro-enabled document (.docm, .dotm). Word finds the VBA part through its
 * declared content type, whatever the part is called, so the declaration is checked too.
 */
function zipHasMacros(bytes: Buffer): boolean {
  const entries = zipEntries(bytes);
  if (entries.some((e) => e.name.split('/').pop()?.toLowerCase() === 'vbaproject.bin')) return true;
  return entries
    .filter((e) => e.name === '[Content_Types].xml')
    .some((e) => {
      const xml = zipEntryData(bytes, e, CONTENT_TYPES_MAX_BYTES)?.toString('utf8').toLowerCase();
      // Unreadable: Word could not open it either; the name check above still applied.
      return xml !== undefined && (xml.includes('vbaproject') || xml.includes('macroenabled'));
    });
}

/** OLE2 storages and streams where Office keeps VBA: Word 97–2003 "Macros", Excel/PowerPoint "_VBA_PROJECT_CUR". */
const VBA_ENTRY_NAMES = new Set(['macros', '_vba_project_cur', 'vba', '_vba_project']);
const DIRECTORY_ENTRY_BYTES = 128;
const STORAGE = 1;
const STREAM = 2;

/**
 * DOC: an OLE2 directory entry named as above. Directory entries are 128 bytes and always start
 * at a multiple of 128 (sectors are 512 or 4096 bytes, after a header of one sector), so every
 * aligned slot is read as an entry: cheap (80,000 slots in 10 MB), no FAT chain to follow, and
 * a real VBA storage cannot hide from it. Text that merely mentions "Macros" is not an entry:
 * it would also need the name length and the entry type at their exact places.
 */
function oleHasMacros(bytes: Buffer): boolean {
  for (let at = 512; at + DIRECTORY_ENTRY_BYTES <= bytes.length; at += DIRECTORY_ENTRY_BYTES) {
    const type = bytes[at + 66];
    if (type !== STORAGE && type !== STREAM) continue;
    const nameBytes = bytes.readUInt16LE(at + 64); // UTF-16LE, counting the terminating NUL
    if (nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0) continue;
    if (bytes.readUInt16LE(at + nameBytes - 2) !== 0) continue;
    const name = bytes.toString('utf16le', at, at + nameBytes - 2).toLowerCase();
    if (VBA_ENTRY_NAMES.has(name)) return true;
  }
  return false;
}
