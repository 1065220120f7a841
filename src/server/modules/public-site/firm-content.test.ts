import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../tests/support/test-app';
import { EMPTY_FIRM_PROFILE } from '../../../shared/contracts/public-site';
import { DEFAULT_FIRM_SETTINGS } from '../../../shared/domain/firm-settings';
import { auditLog } from '../../db/schema';
import { readPublicContent } from './content';
import { publicKit } from './public-site.test-support';

const contentDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-content-'));
const write = (lang: string, file: string, data: unknown) => {
  mkdirSync(path.join(contentDir, lang), { recursive: true });
  writeFileSync(path.join(contentDir, lang, file), typeof data === 'string' ? data : JSON.stringify(data));
};
const testimonial = {
  quote: 'They traced the transfers and got most of it back.',
  attribution: 'Anna K., Rotterdam',
  date: '2026-01-31',
  consent: true,
};
const press = {
  outlet: 'Example Times',
  title: 'Recovering money after fraud',
  url: 'https://news.example/a',
};

let t: TestApp;
let kit: Awaited<ReturnType<typeof publicKit>>;
beforeAll(async () => {
  t = await buildTestApp({ CONTENT_DIR: contentDir });
  kit = await publicKit(t);
});
afterAll(async () => {
  await t.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const profile = {
  legalName: '  Example Law B.V. ',
  address: 'Keizersgracht 1, 1015 AA Amsterdam',
  email: 'office@example-law.test',
  phone: '+31 20 000 0000',
  companyRegistration: 'KvK 00000000',
  vatNumber: 'NL000000000B01',
  barRegistrations: [{ authority: 'Nederlandse Orde van Advocaten', number: 'A-123' }],
  officialDomains: ['Example-Law.test'],
  supervisoryAuthority: 'Nederlandse Orde van Advocaten',
};

describe('the firm profile: a firm setting, published at GET /api/public/firm', () => {
  const publicFirm = () => kit.call({ method: 'GET', url: '/api/public/firm' });

  it('is empty until an admin sets it, then anyone can read it', async () => {
    const before = await publicFirm();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      profile: EMPTY_FIRM_PROFILE,
      stepEstimates: DEFAULT_FIRM_SETTINGS.stepEstimates,
    });
    expect(before.headers['cache-control']).toBe('public, max-age=60');

    await kit.setSettings({ firmProfile: profile });
    const expected = { ...profile, legalName: 'Example Law B.V.', officialDomains: ['example-law.test'] };
    expect((await publicFirm()).json()).toMatchObject({ profile: expected });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'));
    expect(audit).toMatchObject({
      before: { firmProfile: EMPTY_FIRM_PROFILE },
      after: { firmProfile: expected },
    });
  });

  it('refuses an invalid or partial profile with the fields, and changes nothing', async () => {
    const before = (await publicFirm()).json();
    const bad = await kit.call({
      method: 'PUT',
      url: '/api/admin/settings',
      cookie: kit.admin.cookie,
      payload: {
        firmProfile: {
          ...profile,
          email: 'not-an-email',
          officialDomains: ['https://example-law.test/'],
          barRegistrations: [{ authority: 'Rechtsanwaltskammer Berlin', number: ' ' }],
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'firmProfile.email': 'Enter a valid email address',
      'firmProfile.officialDomains.0':
        'Enter a domain name such as example-law.com, without https:// or a path',
      'firmProfile.barRegistrations.0.number': 'Enter the registration number',
    });
    // The profile is replaced as a whole, so a part of it is refused rather than merged.
    const partial = await kit.call({
      method: 'PUT',
      url: '/api/admin/settings',
      cookie: kit.admin.cookie,
      payload: { firmProfile: { legalName: 'Other Name' } },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.fields).toHaveProperty('firmProfile.address');
    expect((await publicFirm()).json()).toEqual(before);
  });
});

describe('GET /api/public/content (D20)', () => {
  const content = (lang?: string) =>
    kit.call({
      method: 'GET',
      url: lang === undefined ? '/api/public/content' : `/api/public/content?lang=${lang}`,
    });

  it('answers the files of the language, and empty lists where there are none', async () => {
    write('en', 'testimonials.json', [testimonial]);
    write('en', 'press.json', [press]);
    const en = await content('en');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ testimonials: [testimonial], press: [press] });
    expect(en.headers['cache-control']).toBe('public, max-age=60');
    // No folder for Italian, and no fallback to English.
    expect((await content('it')).json()).toEqual({ testimonials: [], press: [] });
  });

  it('leaves out a whole file that is invalid or not JSON, keeping the other file', async () => {
    write('de', 'testimonials.json', [testimonial, { ...testimonial, consent: false }]);
    write('de', 'press.json', [press]);
    expect((await content('de')).json()).toEqual({ testimonials: [], press: [press] });
    write('fr', 'testimonials.json', [testimonial]);
    write('fr', 'press.json', '[{"outlet": "Le Monde",');
    expect((await content('fr')).json()).toEqual({ testimonials: [testimonial], press: [] });
    // An insecure link makes the file invalid too.
    write('nl', 'press.json', [{ ...press, url: 'http://news.example/a' }]);
    expect((await content('nl')).json()).toEqual({ testimonials: [], press: [] });
  });

  it('shows an edit at once (files are read per request)', async () => {
    write('es', 'press.json', []);
    expect((await content('es')).json().press).toEqual([]);
    write('es', 'press.json', [press]);
    expect((await content('es')).json().press).toEqual([press]);
  });

  it('answers 400 with the field for an unknown or missing language', async () => {
    for (const lang of ['xx', '../en', undefined]) {
      const response = await content(lang);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.lang).toBe('Choose one of the options offered.');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('logs a warning naming the file and the problem', async () => {
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    write('de', 'testimonials.json', [{ ...testimonial, consent: false }]);
    await readPublicContent(contentDir, 'de', log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toMatchObject({
      file: path.join(contentDir, 'de', 'testimonials.json'),
      issues: [expect.stringMatching(/^0\.consent: /)],
    });
    warnings.length = 0;
    await readPublicContent(contentDir, 'it', log); // missing files are not a problem
    expect(warnings).toEqual([]);
  });
});
