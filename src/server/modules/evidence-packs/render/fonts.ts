import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * DejaVu, because the standard PDF fonts stop at Latin-1 and clients are called Łukasz Żółć.
 * The files are resolved as a package from this module's location: the server bundle keeps
 * node_modules external (scripts/build.mjs), so from dist/server/main.js the same lookup walks up
 * to the installed package, as it does from the source under tsx and vitest.
 */
const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  mono: 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
} as const;

/**
 * Fixed subset names (tag, "+", font): pdf-lib would otherwise append a random suffix, and the
 * same input would give different bytes, hence a different SHA-256, on every render.
 */
const NAMES = {
  regular: 'RCRSNR+DejaVuSans',
  bold: 'RCRSNB+DejaVuSans-Bold',
  mono: 'RCRSNM+DejaVuSansMono',
} as const;

export type FontName = keyof typeof FILES;
export type Fonts = Record<FontName, PDFFont>;

const require = createRequire(import.meta.url);
let cached: Record<FontName, Uint8Array> | undefined;

/** Read once per process: the files never change while it runs. */
function fontBytes(): Record<FontName, Uint8Array> {
  cached ??= {
    regular: readFileSync(require.resolve(FILES.regular)),
    bold: readFileSync(require.resolve(FILES.bold)),
    mono: readFileSync(require.resolve(FILES.mono)),
  };
  return cached;
}

/** Embeds only the glyphs the pack uses, which keeps a pack of a few pages small. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const bytes = fontBytes();
  const [regular, bold, mono] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true, customName: NAMES.regular }),
    doc.embedFont(bytes.bold, { subset: true, customName: NAMES.bold }),
    doc.embedFont(bytes.mono, { subset: true, customName: NAMES.mono }),
  ]);
  return { regular, bold, mono };
}
