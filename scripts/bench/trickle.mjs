// Issue 34: the writes a firm makes while it reads, sent by the bench process beside every read
// scenario of the firm profile (not before or after it): about `perSecond` a second, each a random
// one of the kinds below by a random person of the pool, through the same routes the screens use.
import { nextAddress, registrationBody } from './sign-in.mjs';
import { percentile } from './stats.mjs';

export const WRITE_KINDS = [
  'client message',
  'lawyer message',
  'phase change',
  'document upload',
  'payment-trail entry',
  'registration',
];
/** The active phases a lawyer moves a case through, each to the next (any move but to itself is legal once accepted). */
const CYCLE = ['investigation', 'evidence', 'legal', 'recovery'];
/** The smallest file the upload route takes as a PDF (it reads the type from the bytes). */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const hex = (n) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
/** 500 days ago: no deadline of the new payment falls within the reminders' next 14 days. */
const PAID_ON = () => new Date(Date.now() - 500 * 86_400_000).toISOString().slice(0, 10);

/**
 * `firm`: the pool ({ clients: [{ cookie, caseId }], lawyers: [{ cookie, cases: [{ id, status }] }] })
 * and the hot wallet as typed. Returns `start()`, which runs until its `stop()` and answers what
 * the writes did.
 */
export function writeTrickle({ base, perSecond, firm, hotWallet }) {
  const clients = firm.clients.filter((c) => c.caseId);
  const lawyerCases = firm.lawyers.flatMap((l) => l.cases.map((c) => ({ cookie: l.cookie, theCase: c })));
  const movable = lawyerCases.filter(({ theCase }) => CYCLE.includes(theCase.status));
  const busy = new Set();
  let registrations = 0;

  const send = (method, path, cookie, body, headers = {}) =>
    fetch(base + path, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });

  /** Someone writing to a case: a client on theirs, or a lawyer on one of theirs. */
  const writer = (clientsToo = true) => {
    const useClient = clientsToo && clients.length > 0 && (lawyerCases.length === 0 || Math.random() < 0.5);
    if (useClient) {
      const c = pick(clients);
      return { cookie: c.cookie, caseId: c.caseId };
    }
    if (lawyerCases.length === 0) return null;
    const l = pick(lawyerCases);
    return { cookie: l.cookie, caseId: l.theCase.id };
  };

  const WRITES = {
    'client message': () => {
      if (clients.length === 0) return null;
      const c = pick(clients);
      return send('POST', `/api/cases/${c.caseId}/messages`, c.cookie, {
        body: 'Is there any news on my case?',
      });
    },
    'lawyer message': () => {
      if (lawyerCases.length === 0) return null;
      const l = pick(lawyerCases);
      return send('POST', `/api/cases/${l.theCase.id}/messages`, l.cookie, {
        body: 'We have written to the bank and expect an answer within two weeks.',
      });
    },
    'phase change': async () => {
      const free = movable.filter(({ theCase }) => !busy.has(theCase.id));
      if (free.length === 0) return null;
      const { cookie, theCase } = pick(free);
      const to = CYCLE[(CYCLE.indexOf(theCase.status) + 1) % CYCLE.length];
      busy.add(theCase.id);
      try {
        const response = await send('PUT', `/api/cases/${theCase.id}/phase`, cookie, { phase: to });
        if (response.ok) theCase.status = to;
        return response;
      } finally {
        busy.delete(theCase.id);
      }
    },
    'document upload': () => {
      const w = writer();
      if (!w) return null;
      const form = new FormData();
      form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }), 'bench-statement.pdf');
      return send('POST', `/api/cases/${w.caseId}/documents`, w.cookie, form);
    },
    'payment-trail entry': () => {
      const w = writer();
      if (!w) return null;
      // One in ten to the big scheme's wallet: its links then change on thousands of cases.
      const walletAddress = Math.random() < 0.1 ? hotWallet : `0x${hex(40)}`;
      return send('POST', `/api/cases/${w.caseId}/payment-trail/payments`, w.cookie, {
        paidOn: PAID_ON(),
        amount: '250.00',
        currency: 'EUR',
        method: 'crypto',
        cryptoNetwork: 'ethereum',
        walletAddress,
      });
    },
    registration: () => {
      const n = `${process.pid}-${Date.now()}-${registrations++}`;
      return send('POST', '/api/register', null, registrationBody(n), { 'x-forwarded-for': nextAddress() });
    },
  };

  function start() {
    const done = [];
    const inFlight = new Set();
    let dropped = 0;
    const once = () => {
      // A server that cannot keep up is not sent ever more at once: the writes it missed are counted.
      if (inFlight.size >= 256) {
        dropped += 1;
        return;
      }
      const kind = pick(WRITE_KINDS);
      const started = performance.now();
      const promise = Promise.resolve()
        .then(() => WRITES[kind]())
        .then(
          async (response) => {
            if (response === null) return;
            await response.arrayBuffer();
            done.push({ kind, ms: performance.now() - started, status: response.status });
          },
          (error) => done.push({ kind, ms: performance.now() - started, status: 0, error: String(error) }),
        )
        .finally(() => inFlight.delete(promise));
      inFlight.add(promise);
    };
    const timer = perSecond > 0 ? setInterval(once, 1000 / perSecond) : null;
    return {
      async stop() {
        if (timer) clearInterval(timer);
        await Promise.all(inFlight);
        return summary(done, dropped);
      },
    };
  }
  return { start };
}

/** Count, p50, p99 and errors (non-2xx or no answer) of some writes. */
function figures(writes) {
  const ms = writes.map((w) => w.ms).sort((a, b) => a - b);
  const errors = writes.filter((w) => w.status < 200 || w.status > 299);
  const statuses = {};
  for (const w of errors) statuses[w.status] = (statuses[w.status] ?? 0) + 1;
  return {
    count: writes.length,
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
    errors: errors.length,
    ...(errors.length ? { errorStatuses: statuses } : {}),
  };
}

function summary(done, dropped) {
  return {
    ...figures(done),
    dropped,
    byKind: Object.fromEntries(
      WRITE_KINDS.map((kind) => [kind, figures(done.filter((w) => w.kind === kind))]),
    ),
  };
}
