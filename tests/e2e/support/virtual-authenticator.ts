import type { Page } from 'playwright-core';

/**
 * A platform authenticator in Chromium itself (Chrome DevTools Protocol WebAuthn domain): it keeps
 * discoverable passkeys, verifies the user (as a fingerprint would) and answers the real
 * navigator.credentials calls the page makes.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
