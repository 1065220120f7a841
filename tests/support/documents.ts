import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Test support: real file signatures and a hand-built multipart/form-data body, so upload tests
 * and the access matrix send exactly what a browser would.
 */
export const sampleFiles = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]),
  jpeg: () =>
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64), Buffer.from([0xff, 0xd9])]),
  doc: () =>
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: () =>
    zipOf({
      '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
      '_rels/.rels': '<Relationships/>',
      'word/document.xml': '<w:document/>',
    }),
  /** A Word document with a VBA project saved as .docx: the part is there, the type says .docx. */
  docxWithMacros: () =>
    zipOf({
      '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
      '_rels/.rels': '<Relationships/>',
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': 'VBA project bytes',
    }),
  /** A macro-enabled document (.docm) as Word writes its content types, VBA part included. */
  docm: () =>
    zipOf({
      '[Content_Types].xml': DOCM_CONTENT_TYPES,
      '_rels/.rels': '<Relationships/>',
      'word/document.xml': '<w:document/>',
      'word/vbaProject.bin': 'VBA project bytes',
    }),
  /** A .docm whose VBA part carries another name: only its (deflated) content types give it away. */
  docmRenamedPart: () =>
    zipOf(
      {
        '[Content_Types].xml': DOCM_CONTENT_TYPES.replace('/word/vbaProject.bin', '/word/data.dat'),
        '_rels/.rels': '<Relationships/>',
        'word/document.xml': '<w:document/>',
        'word/data.dat': 'VBA project bytes',
      },
      ['[Content_Types].xml', 'word/document.xml'],
    ),
  /** A Word 97–2003 file with its OLE2 directory: WordDocument stream only, or with a Macros storage. */
  oleDoc: (withMacros: boolean) =>
    oleOf(['WordDocument', '1Table', ...(withMacros ? ['Macros', 'VBA'] : [])]),
  /** An ordinary ZIP archive: not a Word document. */
  zip: () => zipOf({ 'readme.txt': 'hello', 'data/values.csv': 'a,b' }),
  /** A Linux executable (ELF) and a Windows one (MZ/PE): never accepted, whatever their name. */
  elf: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(57)]),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]),
};

const DOCM_CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/vbaProject.bin" ContentType="application/vnd.ms-office.vbaProject"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>' +
  '</Types>';

/**
 * A minimal OLE2 compound file: the header, one directory sector holding the root entry and the
 * named entries (storages when named Macros or VBA, as Word writes them), then some text that
 * mentions "Macros" in UTF-16 the way a document's own words are stored.
 */
export function oleOf(names: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift: 2^9 = 512
  header.writeUInt32LE(0, 48); // the directory starts in sector 0
  const directory = Buffer.alloc(512);
  ['Root Entry', ...names].slice(0, 4).forEach((name, i) => {
    const at = i * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory[at + 66] = i === 0 ? 5 : name === 'Macros' || name === 'VBA' ? 1 : 2;
  });
  const text = Buffer.from('Macros must be enabled to view this invoice.', 'utf16le');
  return Buffer.concat([header, directory, text, Buffer.alloc(512 - text.length)]);
}

/** A PDF of exactly `size` bytes (a valid signature followed by padding). */
export function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
}

/**
 * A minimal valid ZIP with a central directory: entries stored as they are, or deflated (as
 * Word writes them) when named in `deflated`.
 */
export function zipOf(entries: Record<string, string>, deflated: string[] = []): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const plain = Buffer.from(text);
    const method = deflated.includes(name) ? 8 : 0;
    const data = method === 8 ? deflateRawSync(plain) : plain;
    const crc = crc32(plain);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(plain.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(plain.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  fileName: string,
  bytes: Buffer,
  options: { field?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----recourse${randomBytes(8).toString('hex')}`;
  // Browsers escape these in the part header (WHATWG multipart/form-data encoding).
  const quoted = fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${quoted}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
