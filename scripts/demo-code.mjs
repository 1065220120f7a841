// Prints the demo staff accounts' current authenticator code (D27), for a newcomer without an
// authenticator app at hand. The secret is the demo firm's, printed by `npm start` and the README.
import { readFileSync } from 'node:fs';
import { generate } from 'otplib';

const source = readFileSync(new URL('../src/server/seed/demo-second-factor.ts', import.meta.url), 'utf8');
const secret = source.match(/DEMO_TOTP_SECRET = '([A-Z2-7]+)'/)[1];
const code = await generate({ secret });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${code}  (demo staff authenticator code, valid for ${left} more seconds)`);
