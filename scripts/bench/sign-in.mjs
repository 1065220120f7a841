// Signing the bench's people in: the password, then (D27) the staff's second step with the demo
// authenticator's code, which the seed enrols for every bench staff member.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BULK_PASSWORD = 'Bench-Password-2026';
export const BULK_ACCOUNTS = {
  admin: 'bulk.admin',
  manager: 'bulk.manager.1',
  lawyer: 'bulk.lawyer.1',
  client: 'bulk.client.1',
};

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

// From a random point, so that runs minutes apart do not reuse the addresses the per-address
// limits (sign-in, registration, the public check) still count.
let sequence = Math.floor(Math.random() * 2 ** 24);
/** A client address of its own per request (behind TRUST_PROXY), as real callers have. */
export const nextAddress = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};

export function signInPool(root, base) {
  const source = readFileSync(path.join(root, 'src/server/seed/demo-second-factor.ts'), 'utf8');
  const secret = source.match(/DEMO_TOTP_SECRET = '([A-Z2-7]+)'/)[1];

  /** A code whose step an earlier sign-in of the same person spent is refused; then the next one. */
  async function secondStep(username, cookie, address) {
    const { generate } = await import('otplib');
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${base}/api/auth/second-factor/totp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie, 'x-forwarded-for': address },
        body: JSON.stringify({ code: await generate({ secret }) }),
      });
      if (response.ok) return cookieOf(response) || cookie;
      console.log(`${username}: second step answered ${response.status}; waiting for the next code`);
      await new Promise((r) => setTimeout(r, 31_000 - (Date.now() % 30_000)));
    }
    throw new Error(`second step for ${username} failed three times`);
  }

  /** The complete session's cookie ("name=value; …") of one bench person. */
  async function cookieFor(username) {
    const address = nextAddress();
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address },
      body: JSON.stringify({ username, password: BULK_PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
    const partial = cookieOf(response);
    const answer = await response.json();
    return answer.stage === 'second_factor' ? secondStep(username, partial, address) : partial;
  }

  /** Everyone in `usernames` signed in, a few at a time; `[{ username, cookie }]` in the same order. */
  async function signInAll(usernames, atOnce = 4) {
    const signedIn = new Array(usernames.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(atOnce, usernames.length) }, async () => {
        while (next < usernames.length) {
          const i = next++;
          signedIn[i] = { username: usernames[i], cookie: await cookieFor(usernames[i]) };
        }
      }),
    );
    return signedIn;
  }

  return { cookieFor, signInAll };
}

/** A registration as the public assessment sends it, with a name and address of its own (`n`). */
export function registrationBody(n) {
  return {
    firstName: 'Bench',
    lastName: `Person ${n}`,
    email: `bench.${n}@register.example`,
    country: 'NL',
    fraudType: 'investment',
    amountLost: '12500',
  };
}
