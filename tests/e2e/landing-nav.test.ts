import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { staffApi } from './support/portal';

const { newPage } = setupBrowser();

/** The landing page's top navigation (spec §2), as a visitor's screen reader lists it. */
async function sectionLinks(page: Page): Promise<string[]> {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Client Portal' }).waitFor();
  // The team list arrives after the prerendered page; give it the time a visitor would.
  await page.waitForLoadState('networkidle');
  return withoutStories(await nav.getByRole('link').allInnerTexts());
}

/** Success Stories come and go with what other journeys publish; not what this test is about. */
const withoutStories = (links: string[]) => links.filter((link) => link !== 'Success Stories');

async function setProfile(visible: boolean) {
  const lawyer = await staffApi('lawyer');
  const response = await lawyer.put('/api/staff/public-profile', {
    data: { visible, bio: visible ? 'Recovers funds lost to investment fraud.' : '' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await lawyer.dispose();
}

describe('the landing page navigation (issue 17 item 9)', () => {
  afterAll(async () => {
    // The demo lawyer is not on the public page unless she chose to be.
    await setProfile(false);
  });

  it('lists Our Team exactly when the team section is shown (D20: none invented)', async () => {
    // Fresh contexts each time: the public team list is cacheable for a few minutes.
    const empty = await newPage();
    expect(await sectionLinks(empty)).toEqual(['Services', 'Process', 'Client Portal']);
    expect(await empty.locator('#team').count()).toBe(0);

    await setProfile(true);
    const withTeam = await newPage();
    await withTeam.goto('/');
    const nav = withTeam.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Our Team' }).waitFor();
    expect(withoutStories(await nav.getByRole('link').allInnerTexts())).toEqual([
      'Services',
      'Our Team',
      'Process',
      'Client Portal',
    ]);
    expect(await nav.getByRole('link', { name: 'Our Team' }).getAttribute('href')).toBe('#team');
    await withTeam.locator('#team').getByText('Lena Vogel').waitFor();
  });
});
