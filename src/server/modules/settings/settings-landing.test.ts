import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFixture } from '../../../../tests/support/cases';
import { buildTestApp, type TestApp } from '../../../../tests/support/test-app';
import { auditLog } from '../../db/schema';

// Issue 7 item 8 (D20): landing content edited in the settings, preferred over the language's files.
const contentDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-settings-content-'));
const fromFile = { quote: 'Written in the file.', attribution: 'Jan B., Utrecht', consent: true };
const edited = {
  quote: 'Sie haben die Überweisungen zurückverfolgt.',
  attribution: 'Anna K., Berlin',
  date: '2026-02-01',
  consent: true,
};
const press = {
  outlet: 'Beispiel Zeitung',
  title: 'Geld nach Betrug zurückholen',
  url: 'https://news.example/b',
};

let t: TestApp;
const f = casesFixture(() => t);
const { call } = f;
let admin: Awaited<ReturnType<typeof f.person>>;
beforeAll(async () => {
  for (const lang of ['de', 'nl']) {
    mkdirSync(path.join(contentDir, lang), { recursive: true });
    writeFileSync(path.join(contentDir, lang, 'testimonials.json'), JSON.stringify([fromFile]));
  }
  t = await buildTestApp({ CONTENT_DIR: contentDir });
  admin = await f.person('admin', { firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await t.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const publicContent = async (lang: string) =>
  (await call(undefined, 'GET', `/api/public/content?lang=${lang}`)).json();
const published = async () => {
  const r = await call(admin.cookie, 'GET', '/api/admin/settings/landing-content');
  expect(r.statusCode, r.body).toBe(200);
  type View = { source: string; testimonials: unknown[]; press: unknown[] };
  return Object.fromEntries(
    (r.json().languages as (View & { language: string })[]).map(({ language, ...rest }) => [language, rest]),
  ) as Record<string, View>;
};
const lastAudit = async () =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('landing content in the firm settings', () => {
  it('publishes a language saved in the settings instead of its files, leaving the others alone', async () => {
    expect(await publicContent('de')).toEqual({ testimonials: [fromFile], press: [] });
    expect((await published()).de).toEqual({ source: 'files', testimonials: [fromFile], press: [] });

    const r = await call(admin.cookie, 'PUT', '/api/admin/settings', {
      landingContent: { de: { testimonials: [edited], press: [press] } },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().landingContent).toEqual({ de: { testimonials: [edited], press: [press] } });

    expect(await publicContent('de')).toEqual({ testimonials: [edited], press: [press] });
    // Dutch keeps its file, and Italian (no file, nothing saved) publishes nothing: no fallback.
    expect(await publicContent('nl')).toEqual({ testimonials: [fromFile], press: [] });
    expect(await publicContent('it')).toEqual({ testimonials: [], press: [] });
    const view = await published();
    expect(view.de).toEqual({ source: 'settings', testimonials: [edited], press: [press] });
    expect(view.nl?.source).toBe('files');
    expect(Object.keys(view)).toEqual(['en', 'es', 'nl', 'de', 'it', 'fr']);

    expect(await lastAudit()).toMatchObject({
      actorId: admin.id,
      before: { landingContent: {} },
      after: { landingContent: { de: { testimonials: [edited], press: [press] } } },
    });
  });

  it('merges per language, publishes an empty saved language as nothing, and null hands it back to the files', async () => {
    await call(admin.cookie, 'PUT', '/api/admin/settings', {
      landingContent: { nl: { testimonials: [], press: [] } },
    });
    expect(await publicContent('nl')).toEqual({ testimonials: [], press: [] });
    expect((await publicContent('de')).testimonials).toEqual([edited]);

    const back = await call(admin.cookie, 'PUT', '/api/admin/settings', { landingContent: { nl: null } });
    expect(back.statusCode, back.body).toBe(200);
    expect(Object.keys(back.json().landingContent)).toEqual(['de']);
    expect(await publicContent('nl')).toEqual({ testimonials: [fromFile], press: [] });
  });

  it('refuses a testimonial without consent or a press link without https, with the field, saving nothing', async () => {
    const before = await publicContent('de');
    const auditBefore = await lastAudit();
    const bad = await call(admin.cookie, 'PUT', '/api/admin/settings', {
      landingContent: {
        de: {
          testimonials: [{ ...edited, consent: false }],
          press: [{ ...press, url: 'http://news.example/b' }],
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'landingContent.de.press.0.url',
      'landingContent.de.testimonials.0.consent',
    ]);
    const unknownLanguage = await call(admin.cookie, 'PUT', '/api/admin/settings', {
      landingContent: { xx: { testimonials: [], press: [] } },
    });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(await publicContent('de')).toEqual(before);
    expect((await lastAudit())?.id).toBe(auditBefore?.id);
  });
});

describe('GET /api/admin/settings/changes', () => {
  it('names who last changed each saved setting, and when', async () => {
    const other = await f.person('admin', { firstName: 'Bo', lastName: 'Boss' });
    const started = Date.now();
    await call(other.cookie, 'PUT', '/api/admin/settings', { monthlyRevenueTarget: 50_000 });
    const r = await call(admin.cookie, 'GET', '/api/admin/settings/changes');
    expect(r.statusCode, r.body).toBe(200);
    const byKey = Object.fromEntries(
      (r.json().changes as { key: string; at: string }[]).map((change) => [change.key, change]),
    );
    expect(byKey.monthlyRevenueTarget).toMatchObject({ by: { id: other.id, name: 'Bo Boss' } });
    expect(Date.parse(byKey.monthlyRevenueTarget?.at ?? '')).toBeGreaterThanOrEqual(started - 1000);
    expect(byKey.landingContent).toMatchObject({ by: { id: admin.id, name: 'Ada Admin' } });
    // Never saved: no row, so the tab shows no "last changed" line for it.
    expect(byKey.successRateTarget).toBeUndefined();
  });
});
