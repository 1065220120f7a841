import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../documents/zip';
import { buildEvidenceZip } from './zip';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytes = (text: string) => new TextEncoder().encode(text);
const document = (name: string, content: string) => ({
  name,
  bytes: bytes(content),
  sha256: sha256(bytes(content)),
});

const documents = [
  document('receipt.pdf', '%PDF first receipt'),
  document('receipt.pdf', '%PDF second receipt'),
  document('RECEIPT.PDF', '%PDF third, differing only in case'),
  document('../../etc/passwd\u0007\n.txt', 'not a path'),
  document('Überweisung 03/2025.pdf', 'a slash in a month'),
  document('con.txt', 'a name Windows reserves'),
  document('...', 'only dots'),
];
const pdf = bytes('%PDF-1.7 the pack itself');
const generatedAt = new Date(2025, 2, 7, 10, 15, 30);
const zip = buildEvidenceZip({ pdfName: 'RC-2025-0042 evidence pack.pdf', pdf, documents, generatedAt });
const files = unzipSync(zip);

const work = mkdtempSync(path.join(tmpdir(), 'evidence-zip-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const hasUnzip = existsSync('/usr/bin/unzip');

describe('the evidence ZIP', () => {
  it('holds the PDF at the root and every document under documents/, same-named ones included', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'RC-2025-0042 evidence pack.pdf',
        'SHA256SUMS.txt',
        'documents/receipt.pdf',
        'documents/receipt (2).pdf',
        'documents/RECEIPT (3).PDF',
        'documents/_.._etc_passwd__.txt',
        'documents/Überweisung 03_2025.pdf',
        'documents/_con.txt',
        'documents/document-7',
      ].sort(),
    );
    expect(files['RC-2025-0042 evidence pack.pdf']).toEqual(pdf);
  });

  it('keeps each document’s bytes exactly, as their SHA-256 shows', () => {
    const stored = Object.entries(files).filter(([name]) => name.startsWith('documents/'));
    expect(stored.map(([, content]) => sha256(content)).sort()).toEqual(
      documents.map((d) => d.sha256).sort(),
    );
  });

  it('lists every other file in SHA256SUMS.txt in sha256sum’s format', () => {
    const lines = strFromU8(files['SHA256SUMS.txt']!).split('\n');
    expect(lines.pop()).toBe('');
    const listed = new Map(
      lines.map((line) => {
        const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
        expect(match, line).not.toBeNull();
        return [match![2]!, match![1]!] as const;
      }),
    );
    expect([...listed.keys()].sort()).toEqual(
      Object.keys(files)
        .filter((n) => n !== 'SHA256SUMS.txt')
        .sort(),
    );
    for (const [name, hash] of listed) expect(sha256(files[name]!), name).toBe(hash);
  });

  it('stores the files without recompressing them', () => {
    const entries = zipEntries(Buffer.from(zip));
    expect(entries).toHaveLength(Object.keys(files).length);
    for (const entry of entries) expect(entry.method, entry.name).toBe(0);
  });

  it('refuses a document whose bytes do not match its recorded SHA-256', () => {
    const tampered = { ...document('statement.pdf', 'original'), bytes: bytes('altered') };
    expect(() => buildEvidenceZip({ pdfName: 'pack.pdf', pdf, documents: [tampered], generatedAt })).toThrow(
      /does not match its recorded SHA-256/,
    );
  });

  it.runIf(hasUnzip)('passes unzip -t, extracts safely and verifies with sha256sum -c', () => {
    const file = path.join(work, 'pack.zip');
    writeFileSync(file, zip);
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    const out = path.join(work, 'out');
    execFileSync('unzip', ['-q', file, '-d', out]);
    const check = execFileSync('sha256sum', ['-c', 'SHA256SUMS.txt'], { cwd: out, encoding: 'utf8' });
    expect(check.trim().split('\n')).toHaveLength(Object.keys(files).length - 1);
    expect(check).not.toMatch(/FAILED/);
    // Every file's date is when the pack was generated (zipinfo -T: yyyymmdd.hhmmss, local time).
    const listing = execFileSync('unzip', ['-Z', '-T', file], { encoding: 'utf8' });
    expect(listing.match(/20250307\.1015(30|31)/g)).toHaveLength(Object.keys(files).length);
  });
});
