import { contactInputSchema, paymentInputSchema } from '../../shared/contracts/payment-trail';
import type { Actor } from '../core/actor';
import type { Db } from '../db/client';
import { reviewIndicatorOnCase, setIndicatorStatus } from '../modules/indicators';
import { addContact, addPayment, indicatorIdOf } from '../modules/payment-trail';

type Person = Omit<Actor, 'hasPassword' | 'stage' | 'verifiedAt' | 'sessionId'>;
const actor = (person: Person): Actor => ({
  ...person,
  hasPassword: true,
  stage: 'complete',
  verifiedAt: new Date(),
  sessionId: 'demo-seed',
});
const call = (db: Db, person: Person) => ({
  db,
  actor: actor(person),
  request: { actorId: person.id, actorRole: person.role, ip: null, requestId: null },
});

/** The demo's entries are what a person would type, checked by the same contracts as the API. */
const payment = (input: unknown) => paymentInputSchema.parse(input);
const contact = (input: unknown) => contactInputSchema.parse(input);

/** The scheme's platform: three of the demo clients were sent to it, so it links their cases. */
export const DEMO_SCAM_SITE = 'coinmax-pro.com';
/** The wallet both Clara and Élise paid into: the demo's "also seen in 1 other case". */
export const DEMO_SCAM_WALLET = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

/**
 * The demo cases' payment trails (issue 21), entered through the services like any other: the
 * clients' own payments and contact points, two cases sharing a wallet, and the platform all three
 * were sent to, which Clara's lawyer confirmed as a scam. The desk's manager reviewed the platform
 * on each of the three cases, each of which a lawyer had worked on too (Lena and Luc took two,
 * Luc called Daan back), so with the three signed fee agreements the public check knows it (D38:
 * a review counts only with a second member of staff on the case).
 */
export async function seedDemoTrails(
  db: Db,
  people: { clara: Person; daan: Person; elise: Person; lena: Person; mara: Person },
  cases: { clara: string; daan: string; elise: string },
): Promise<void> {
  const { clara, daan, elise, lena, mara } = people;
  await addContact({
    ...call(db, clara),
    caseId: cases.clara,
    input: contact({ kind: 'website', value: `https://www.${DEMO_SCAM_SITE}/dashboard` }),
  });
  await addContact({
    ...call(db, clara),
    caseId: cases.clara,
    input: contact({ kind: 'messenger', messenger: 'telegram', value: '@coinmax_support' }),
  });
  await addPayment({
    ...call(db, clara),
    caseId: cases.clara,
    input: payment({
      paidOn: '2026-06-03',
      amount: '15000.00',
      currency: 'USD',
      method: 'bank_transfer',
      beneficiaryName: 'CMX Digital Services OU',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
    }),
  });
  await addPayment({
    ...call(db, clara),
    caseId: cases.clara,
    input: payment({
      paidOn: '2026-07-11',
      amount: '33500.00',
      currency: 'USD',
      method: 'crypto',
      cryptoNetwork: 'ethereum',
      walletAddress: DEMO_SCAM_WALLET,
      txHash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
    }),
  });
  await addContact({
    ...call(db, daan),
    caseId: cases.daan,
    input: contact({ kind: 'messenger', messenger: 'whatsapp', value: '+44 7911 123456' }),
  });
  await addContact({
    ...call(db, daan),
    caseId: cases.daan,
    input: contact({ kind: 'website', value: DEMO_SCAM_SITE.toUpperCase() }),
  });
  await addPayment({
    ...call(db, daan),
    caseId: cases.daan,
    input: payment({
      paidOn: '2026-08-20',
      amount: '23000.00',
      currency: 'USD',
      method: 'bank_transfer',
      beneficiaryName: 'M. Reyes',
      iban: 'GB82WEST12345698765432',
    }),
  });
  await addContact({
    ...call(db, elise),
    caseId: cases.elise,
    input: contact({ kind: 'website', value: `http://${DEMO_SCAM_SITE}/fr/` }),
  });
  await addPayment({
    ...call(db, elise),
    caseId: cases.elise,
    input: payment({
      paidOn: '2026-05-12',
      amount: '2750.00',
      currency: 'USD',
      method: 'card',
      cardNetwork: 'visa',
      merchantDescriptor: 'CMXPRO*TRADING LTD',
    }),
  });
  await addPayment({
    ...call(db, elise),
    caseId: cases.elise,
    input: payment({
      paidOn: '2026-05-30',
      amount: '110000.00',
      currency: 'USD',
      method: 'crypto',
      cryptoNetwork: 'ethereum',
      walletAddress: DEMO_SCAM_WALLET.toLowerCase(),
    }),
  });
  const siteId = await indicatorIdOf(db, { kind: 'domain', value: DEMO_SCAM_SITE });
  await setIndicatorStatus({
    ...call(db, lena),
    indicatorId: siteId,
    input: {
      status: 'confirmed',
      reason: 'Unlicensed platform named in three client complaints; regulator warning on file.',
    },
  });
  for (const caseId of [cases.clara, cases.daan, cases.elise]) {
    await reviewIndicatorOnCase({ ...call(db, mara), caseId, indicatorId: siteId });
  }
}
