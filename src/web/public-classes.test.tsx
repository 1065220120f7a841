import { LANGUAGES } from '@shared/domain/languages';
import { FirmDetails, Stories, Team } from '@web/features/public-site';
import { renderToString } from 'react-dom/server';
import { twMerge } from 'tailwind-merge';
import { afterEach, describe, expect, it } from 'vitest';
import { setClassMerger } from './lib/cn';
import { PRERENDERED_PATHS, render } from './prerender';

/**
 * The prerendered public pages run without tailwind-merge (D110), so a class there must
 * never rely on overriding another: each page must render the same with and without it.
 */
/** The class attributes whose value merging would change, so a failure names them. */
function conflicts(html: string): string[] {
  const classes = [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1] ?? '');
  return classes.filter((value) => twMerge(value) !== value.replace(/\s+/g, ' ').trim());
}

describe('classes on the public pages', () => {
  afterEach(() => setClassMerger((classes) => classes));

  it.each(PRERENDERED_PATHS)('%s needs no class merging', async (path) => {
    const plain = await render(path, 'en');
    expect(conflicts(plain.html)).toEqual([]);
    setClassMerger(twMerge);
    expect((await render(path, 'en')).html).toBe(plain.html);
  });

  it('covers every language of the landing page', async () => {
    for (const language of LANGUAGES) {
      setClassMerger((classes) => classes);
      const plain = await render('/', language);
      expect(conflicts(plain.html)).toEqual([]);
      setClassMerger(twMerge);
      expect((await render('/', language)).html).toBe(plain.html);
    }
  });

  it('holds for the parts shown only once the firm has published them', () => {
    const html = renderToString(
      <>
        <Stories
          content={{
            testimonials: [
              { quote: 'Q', attribution: 'A. B., Rotterdam', date: '2026-01-02', consent: true },
            ],
            press: [{ outlet: 'O', title: 'T', url: 'https://press.example/a', date: '2026-01-02' }],
          }}
        />
        <Team members={[{ id: 'u1', firstName: 'Lena', lastName: 'Vogel', role: 'lawyer', bio: 'Bio' }]} />
        <FirmDetails
          profile={{
            legalName: 'Firm',
            address: 'Street 1',
            email: 'office@firm.example',
            phone: '+31 20 000 0000',
            companyRegistration: 'KvK 1',
            vatNumber: 'NL1',
            barRegistrations: [{ authority: 'NOvA', number: '1' }],
            officialDomains: ['firm.example'],
            supervisoryAuthority: 'NOvA',
          }}
        />
      </>,
    );
    expect(html).toContain('Lena');
    expect(conflicts(html)).toEqual([]);
  });
});
