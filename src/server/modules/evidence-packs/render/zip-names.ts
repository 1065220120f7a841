/**
 * File names inside the evidence ZIP. Document names are typed or uploaded by people: they may
 * hold path separators ("../../x"), control characters, characters Windows refuses, or be the
 * same as another document's. Every one must survive extraction on any system as its own file.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\<>:"|?*]/g;
/** Names Windows reserves for devices, with any extension ("con.txt" cannot be created either). */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;
/** Under the 255-byte limit of common filesystems, leaving room for a " (12)" suffix and UTF-8. */
const MAX_CHARS = 120;

/** One safe file name: no directories, no control or reserved characters, never hidden or empty. */
export function safeFileName(raw: string, fallback: string): string {
  let name = raw
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    // A leading dot hides the file (and "." or ".." is a directory); trailing dots and spaces vanish on Windows.
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (RESERVED.test(name)) name = `_${name}`;
  if (name === '' || /^_+$/.test(name)) name = fallback;
  const chars = Array.from(name);
  if (chars.length <= MAX_CHARS) return name;
  const { stem, extension } = splitExtension(name);
  const keep = Math.max(1, MAX_CHARS - Array.from(extension).length);
  return Array.from(stem).slice(0, keep).join('') + extension;
}

function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  // Only a short tail after the last dot counts as an extension, so "Mr. Smith letter" keeps its words.
  if (dot <= 0 || name.length - dot > 10) return { stem: name, extension: '' };
  return { stem: name.slice(0, dot), extension: name.slice(dot) };
}

/**
 * Hands out names unique within one folder: the second "receipt.pdf" becomes "receipt (2).pdf".
 * Compared without case, because Windows and macOS would otherwise overwrite one with the other.
 */
export function uniqueNamer(reserved: string[] = []): (name: string) => string {
  const taken = new Set(reserved.map((name) => name.toLowerCase()));
  return (name) => {
    const { stem, extension } = splitExtension(name);
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
