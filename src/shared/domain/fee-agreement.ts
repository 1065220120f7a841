import type { Language } from './languages';
import { DEFAULT_FEE_RATE_BPS } from './money';
import type { Phase } from './phases';

/**
 * The engagement and fee agreement a client accepts before their case leaves phase `new`
 * (ABA Model Rule 1.5(c): a contingent fee in writing, how it is computed, what the client owes
 * whether or not anything is recovered). Isomorphic: the server hashes the canonical text
 * (modules/cases/fee-agreement-text.ts), the portal shows it.
 *
 * A published version is never edited: a change of wording is a new version, because every
 * acceptance stores the SHA-256 of the exact text accepted (a unit test pins the hashes).
 */
export const FEE_AGREEMENT_VERSION = '2026-11';
export const FEE_AGREEMENT_VERSIONS = [FEE_AGREEMENT_VERSION] as const;
export type FeeAgreementVersion = (typeof FEE_AGREEMENT_VERSIONS)[number];

export type FeeAgreementSection = { heading: string; body: string };
export type FeeAgreementDocument = { title: string; sections: FeeAgreementSection[] };

/** "20%" / "20 %": the glossary's spacing per language (UI.md), decimal comma outside English. */
export function formatFeePercent(rateBps: number, language: Language): string {
  const number = String(rateBps / 100);
  const localised = language === 'en' ? number : number.replace('.', ',');
  return ['es', 'de', 'fr'].includes(language) ? `${localised} %` : `${localised}%`;
}

type Terms = { fee: string; share: string };

const TEXTS_2026_11: Record<Language, (t: Terms) => FeeAgreementDocument> = {
  en: ({ fee, share }) => ({
    title: 'Engagement and fee agreement',
    sections: [
      {
        heading: 'Our engagement',
        body: 'You engage the firm to assess your case and to recover the funds you lost to the fraud described in it. We act in your interest at all times. We cannot guarantee any outcome: recovery depends on banks, exchanges, courts and other parties outside our control.',
      },
      {
        heading: `Our fee: ${fee} of funds actually recovered`,
        body: `Our only fee is the recovery fee (${fee}): ${fee} of the funds actually recovered and received for you, whether they come from a chargeback, a bank recall, a freeze at an exchange, a settlement or a court order, including after an appeal. It is calculated on the full amount received and deducted at the moment that amount is received; the remaining ${share} is yours. Amounts claimed, frozen or promised but not yet received carry no fee.`,
      },
      {
        heading: 'No win, no fee',
        body: 'If nothing is recovered, nothing is payable. The expenses we incur in pursuing your case are covered by the recovery fee: they are never charged to you or deducted from your recovery, whether or not anything is recovered.',
      },
      {
        heading: 'We will never ask you to send money',
        body: 'You will never have to pay an upfront fee, a release fee, a tax, a commission or any other charge, to us or to anyone else, to receive your funds. We will never ask you to send money in order to receive money. Anyone who asks you for such a payment in our name is a scammer: do not pay, and report it to us and to the police.',
      },
      {
        heading: 'Your funds and withdrawals',
        body: `Your ${share} share of every amount received is held on your account with us and shown in the client portal as your available balance. It is paid out when you request a withdrawal, only to a payout method in your own name. Usual times: bank transfer 3–5 business days; cryptocurrency 24–48 hours; international wire 5–7 business days.`,
      },
      {
        heading: 'Accounting',
        body: 'A full accounting of every amount received, every fee deducted and every payout is available to you in the client portal at all times.',
      },
      {
        heading: 'Ending the engagement',
        body: 'You may end this engagement at any time by telling us in writing; a message in the client portal is enough. Ending it costs you nothing, and your available balance remains yours to withdraw.',
      },
      {
        heading: 'Your acceptance',
        body: 'By typing your full name and confirming below, you accept this agreement. We keep a record of your acceptance (name, date and time, IP address, browser and a fingerprint of this text), which you can download from the client portal at any time.',
      },
    ],
  }),
  es: ({ fee, share }) => ({
    title: 'Hoja de encargo y acuerdo de honorarios',
    sections: [
      {
        heading: 'Objeto del encargo',
        body: 'Usted encarga al despacho la evaluación de su caso y la recuperación de los fondos que perdió a causa del fraude descrito en él. Actuaremos siempre en su interés. No podemos garantizar ningún resultado: la recuperación depende de bancos, plataformas de intercambio, tribunales y otras partes ajenas a nuestro control.',
      },
      {
        heading: `Nuestros honorarios: ${fee} de los fondos efectivamente recuperados`,
        body: `Nuestros únicos honorarios son el honorario de recuperación (${fee}): el ${fee} de los fondos efectivamente recuperados y recibidos por cuenta de usted, ya procedan de un contracargo, una retrocesión bancaria, un bloqueo en una plataforma de intercambio, un acuerdo o una resolución judicial, también tras un recurso. Se calcula sobre el importe íntegro recibido y se deduce en el momento de su recepción; el ${share} restante le pertenece a usted. Los importes reclamados, bloqueados o prometidos que aún no se hayan recibido no generan honorarios.`,
      },
      {
        heading: 'Sin éxito, sin honorarios',
        body: 'Si no se recupera nada, no tendrá que pagar nada. Los gastos en que incurramos para tramitar su caso están cubiertos por el honorario de recuperación: nunca se le cobran ni se deducen de lo recuperado, se recupere algo o no.',
      },
      {
        heading: 'Nunca le pediremos que envíe dinero',
        body: 'Nunca tendrá que pagar, ni a nosotros ni a nadie, un anticipo, una tasa de liberación, un impuesto, una comisión ni ningún otro cargo para recibir sus fondos. Nunca le pediremos que envíe dinero para recibir dinero. Quien le pida un pago así en nuestro nombre es un estafador: no pague y denúncielo ante nosotros y ante la policía.',
      },
      {
        heading: 'Sus fondos y los retiros',
        body: `Su parte del ${share} de cada importe recibido se mantiene en su cuenta con nosotros y figura en el portal del cliente como saldo disponible. Se le abona cuando usted solicita un retiro, únicamente a un método de cobro a su propio nombre. Plazos habituales: transferencia bancaria, de 3 a 5 días hábiles; criptomoneda, de 24 a 48 horas; transferencia internacional, de 5 a 7 días hábiles.`,
      },
      {
        heading: 'Rendición de cuentas',
        body: 'En el portal del cliente dispone en todo momento de una relación completa de cada importe recibido, cada honorario deducido y cada pago realizado.',
      },
      {
        heading: 'Fin del encargo',
        body: 'Puede poner fin a este encargo en cualquier momento comunicándonoslo por escrito; basta un mensaje en el portal del cliente. Ponerle fin no tiene ningún coste y su saldo disponible sigue siendo suyo para retirarlo.',
      },
      {
        heading: 'Su aceptación',
        body: 'Al escribir su nombre completo y confirmar a continuación, usted acepta este acuerdo. Conservamos un registro de su aceptación (nombre, fecha y hora, dirección IP, navegador y una huella digital de este texto), que puede descargar en el portal del cliente en cualquier momento.',
      },
    ],
  }),
  nl: ({ fee, share }) => ({
    title: 'Opdracht- en honorariumovereenkomst',
    sections: [
      {
        heading: 'De opdracht',
        body: 'U geeft het kantoor opdracht uw zaak te beoordelen en de gelden terug te vorderen die u door de daarin beschreven fraude bent kwijtgeraakt. Wij handelen steeds in uw belang. Wij kunnen geen resultaat garanderen: terugvordering hangt af van banken, handelsplatformen, rechters en andere partijen waarop wij geen invloed hebben.',
      },
      {
        heading: `Ons honorarium: ${fee} van de daadwerkelijk teruggevorderde gelden`,
        body: `Ons enige honorarium is de terugvorderingsvergoeding (${fee}): ${fee} van de gelden die daadwerkelijk voor u zijn teruggevorderd en ontvangen, of zij nu afkomstig zijn van een chargeback, een terugboeking door de bank, een blokkade bij een handelsplatform, een schikking of een rechterlijke uitspraak, ook na hoger beroep. Het wordt berekend over het volledige ontvangen bedrag en ingehouden op het moment van ontvangst; de overige ${share} is van u. Over bedragen die zijn gevorderd, geblokkeerd of toegezegd maar nog niet ontvangen, is geen honorarium verschuldigd.`,
      },
      {
        heading: 'No cure, no pay',
        body: 'Wordt er niets teruggevorderd, dan bent u niets verschuldigd. De kosten die wij voor uw zaak maken, zijn in de terugvorderingsvergoeding begrepen: zij worden u nooit in rekening gebracht en nooit ingehouden op wat wordt teruggevorderd, ongeacht of er iets wordt teruggevorderd.',
      },
      {
        heading: 'Wij vragen u nooit om geld over te maken',
        body: "U hoeft nooit, aan ons of aan wie dan ook, een voorschot, vrijgavekosten, belasting, commissie of andere kosten te betalen om uw gelden te ontvangen. Wij zullen u nooit vragen geld over te maken om geld te ontvangen. Wie u in onze naam om zo'n betaling vraagt, is een oplichter: betaal niet en meld het bij ons en bij de politie.",
      },
      {
        heading: 'Uw gelden en opnames',
        body: `Uw deel van ${share} van elk ontvangen bedrag wordt op uw rekening bij ons aangehouden en in het klantportaal getoond als beschikbaar saldo. Het wordt uitbetaald wanneer u een opname aanvraagt, uitsluitend naar een uitbetalingsmethode op uw eigen naam. Gebruikelijke termijnen: bankoverschrijving 3–5 werkdagen; cryptovaluta 24–48 uur; internationale overboeking 5–7 werkdagen.`,
      },
      {
        heading: 'Verantwoording',
        body: 'In het klantportaal vindt u op elk moment een volledige verantwoording van elk ontvangen bedrag, elk ingehouden honorarium en elke uitbetaling.',
      },
      {
        heading: 'Beëindiging van de opdracht',
        body: 'U kunt deze opdracht op elk moment schriftelijk beëindigen; een bericht in het klantportaal volstaat. Beëindiging kost u niets en uw beschikbare saldo blijft van u om op te nemen.',
      },
      {
        heading: 'Uw aanvaarding',
        body: 'Door uw volledige naam te typen en hieronder te bevestigen, aanvaardt u deze overeenkomst. Wij bewaren een vastlegging van uw aanvaarding (naam, datum en tijd, IP-adres, browser en een vingerafdruk van deze tekst), die u op elk moment in het klantportaal kunt downloaden.',
      },
    ],
  }),
  de: ({ fee, share }) => ({
    title: 'Mandats- und Honorarvereinbarung',
    sections: [
      {
        heading: 'Gegenstand des Mandats',
        body: 'Sie beauftragen die Kanzlei, Ihren Fall zu prüfen und die Gelder zurückzuholen, die Sie durch den darin beschriebenen Betrug verloren haben. Wir handeln stets in Ihrem Interesse. Einen Erfolg können wir nicht garantieren: Die Rückholung hängt von Banken, Handelsplattformen, Gerichten und anderen Beteiligten ab, auf die wir keinen Einfluss haben.',
      },
      {
        heading: `Unser Honorar: ${fee} der tatsächlich zurückgeholten Gelder`,
        body: `Unser einziges Honorar ist das Erfolgshonorar (${fee}): ${fee} der Gelder, die für Sie tatsächlich zurückgeholt und eingegangen sind, gleich ob durch Rückbuchung (Chargeback), Rückruf durch die Bank, Sperrung bei einer Handelsplattform, Vergleich oder gerichtliche Entscheidung, auch nach einem Rechtsmittel. Es wird aus dem vollen eingegangenen Betrag berechnet und im Zeitpunkt des Eingangs einbehalten; die übrigen ${share} stehen Ihnen zu. Für Beträge, die gefordert, gesperrt oder zugesagt, aber noch nicht eingegangen sind, fällt kein Honorar an.`,
      },
      {
        heading: 'Kein Erfolg, kein Honorar',
        body: 'Wird nichts zurückgeholt, schulden Sie uns nichts. Die Auslagen, die uns bei der Bearbeitung Ihres Falls entstehen, sind mit dem Erfolgshonorar abgegolten: Sie werden Ihnen nie in Rechnung gestellt und nie von zurückgeholten Geldern abgezogen, unabhängig davon, ob etwas zurückgeholt wird.',
      },
      {
        heading: 'Wir verlangen nie, dass Sie Geld senden',
        body: 'Sie müssen nie – weder an uns noch an andere – eine Vorauszahlung, Freigabegebühr, Steuer, Provision oder sonstige Zahlung leisten, um Ihre Gelder zu erhalten. Wir werden Sie nie auffordern, Geld zu senden, damit Sie Geld erhalten. Wer in unserem Namen eine solche Zahlung verlangt, ist ein Betrüger: Zahlen Sie nicht und melden Sie es uns und der Polizei.',
      },
      {
        heading: 'Ihre Gelder und Auszahlungen',
        body: `Ihr Anteil von ${share} an jedem eingegangenen Betrag wird auf Ihrem Konto bei uns geführt und im Mandantenportal als verfügbares Guthaben angezeigt. Er wird auf Ihren Antrag auf Auszahlung ausgezahlt, ausschließlich an eine Auszahlungsmethode auf Ihren eigenen Namen. Übliche Dauer: Banküberweisung 3–5 Bankarbeitstage; Kryptowährung 24–48 Stunden; Auslandsüberweisung 5–7 Bankarbeitstage.`,
      },
      {
        heading: 'Abrechnung',
        body: 'Im Mandantenportal steht Ihnen jederzeit eine vollständige Abrechnung jedes eingegangenen Betrags, jedes einbehaltenen Honorars und jeder Auszahlung zur Verfügung.',
      },
      {
        heading: 'Beendigung des Mandats',
        body: 'Sie können dieses Mandat jederzeit schriftlich beenden; eine Nachricht im Mandantenportal genügt. Die Beendigung kostet Sie nichts, und Ihr verfügbares Guthaben können Sie weiterhin auszahlen lassen.',
      },
      {
        heading: 'Ihre Annahme',
        body: 'Indem Sie Ihren vollständigen Namen eingeben und unten bestätigen, nehmen Sie diese Vereinbarung an. Wir speichern einen Nachweis Ihrer Annahme (Name, Datum und Uhrzeit, IP-Adresse, Browser und einen Fingerabdruck dieses Textes), den Sie jederzeit im Mandantenportal herunterladen können.',
      },
    ],
  }),
  it: ({ fee, share }) => ({
    title: "Conferimento d'incarico e accordo sui compensi",
    sections: [
      {
        heading: "Oggetto dell'incarico",
        body: "Lei conferisce allo studio l'incarico di valutare la Sua pratica e di recuperare i fondi che ha perso a causa della frode in essa descritta. Agiremo sempre nel Suo interesse. Non possiamo garantire alcun risultato: il recupero dipende da banche, piattaforme di scambio, tribunali e altri soggetti al di fuori del nostro controllo.",
      },
      {
        heading: `Il nostro compenso: ${fee} dei fondi effettivamente recuperati`,
        body: `Il nostro unico compenso è il compenso di recupero (${fee}): il ${fee} dei fondi effettivamente recuperati e ricevuti per Suo conto, che provengano da un chargeback, da un richiamo bancario, da un blocco presso una piattaforma di scambio, da una transazione o da un provvedimento giudiziario, anche dopo un'impugnazione. È calcolato sull'intero importo ricevuto e trattenuto al momento della ricezione; il restante ${share} spetta a Lei. Sugli importi richiesti, bloccati o promessi ma non ancora ricevuti non è dovuto alcun compenso.`,
      },
      {
        heading: 'Nessun risultato, nessun compenso',
        body: 'Se non viene recuperato nulla, Lei non deve nulla. Le spese che sosteniamo per la Sua pratica sono comprese nel compenso di recupero: non Le vengono mai addebitate né trattenute sui fondi recuperati, che si recuperi qualcosa o no.',
      },
      {
        heading: 'Non Le chiederemo mai di inviare denaro',
        body: 'Non dovrà mai pagare, né a noi né ad altri, anticipi, costi di sblocco, imposte, commissioni o altri oneri per ricevere i Suoi fondi. Non Le chiederemo mai di inviare denaro per ricevere denaro. Chi Le chiede un pagamento simile a nostro nome è un truffatore: non paghi e lo segnali a noi e alla polizia.',
      },
      {
        heading: 'I Suoi fondi e i prelievi',
        body: `La Sua quota dell'${share} di ogni importo ricevuto è custodita sul Suo conto presso di noi e indicata nell'area clienti come saldo disponibile. Le viene versata quando Lei richiede un prelievo, esclusivamente su un metodo di pagamento intestato a Lei. Tempi abituali: bonifico bancario 3–5 giorni lavorativi; criptovaluta 24–48 ore; bonifico internazionale 5–7 giorni lavorativi.`,
      },
      {
        heading: 'Rendiconto',
        body: "Nell'area clienti trova in ogni momento un rendiconto completo di ogni importo ricevuto, di ogni compenso trattenuto e di ogni pagamento effettuato.",
      },
      {
        heading: "Cessazione dell'incarico",
        body: "Può porre fine a questo incarico in qualsiasi momento comunicandolo per iscritto; è sufficiente un messaggio nell'area clienti. La cessazione non comporta alcun costo e il Suo saldo disponibile resta Suo e può prelevarlo.",
      },
      {
        heading: 'La Sua accettazione',
        body: "Digitando il Suo nome completo e confermando qui sotto, Lei accetta il presente accordo. Conserviamo una registrazione della Sua accettazione (nome, data e ora, indirizzo IP, browser e un'impronta digitale di questo testo), che può scaricare dall'area clienti in qualsiasi momento.",
      },
    ],
  }),
  fr: ({ fee, share }) => ({
    title: "Lettre de mission et convention d'honoraires",
    sections: [
      {
        heading: 'Objet de la mission',
        body: "Vous confiez au cabinet l'évaluation de votre dossier et la récupération des fonds que vous avez perdus à la suite de la fraude qui y est décrite. Nous agissons toujours dans votre intérêt. Nous ne pouvons garantir aucun résultat : la récupération dépend de banques, de plateformes d'échange, de tribunaux et d'autres parties sur lesquelles nous n'avons pas de prise.",
      },
      {
        heading: `Nos honoraires : ${fee} des fonds effectivement récupérés`,
        body: `Nos seuls honoraires sont les honoraires de récupération (${fee}) : ${fee} des fonds effectivement récupérés et reçus pour votre compte, qu'ils proviennent d'une rétrofacturation (chargeback), d'un rappel de fonds bancaire, d'un gel auprès d'une plateforme d'échange, d'une transaction ou d'une décision de justice, y compris après un recours. Ils sont calculés sur le montant intégral reçu et prélevés au moment de sa réception ; les ${share} restants vous reviennent. Les montants réclamés, gelés ou promis mais pas encore reçus ne donnent lieu à aucun honoraire.`,
      },
      {
        heading: "Pas de résultat, pas d'honoraires",
        body: "Si rien n'est récupéré, vous ne devez rien. Les frais que nous engageons pour votre dossier sont couverts par les honoraires de récupération : ils ne vous sont jamais facturés ni déduits des fonds récupérés, que quelque chose soit récupéré ou non.",
      },
      {
        heading: "Nous ne vous demanderons jamais d'envoyer de l'argent",
        body: "Vous n'aurez jamais à payer, ni à nous ni à quiconque, d'avance, de frais de déblocage, de taxe, de commission ni aucun autre frais pour recevoir vos fonds. Nous ne vous demanderons jamais d'envoyer de l'argent pour en recevoir. Toute personne qui vous réclame un tel paiement en notre nom est un escroc : ne payez pas et signalez-le-nous ainsi qu'à la police.",
      },
      {
        heading: 'Vos fonds et vos retraits',
        body: `Votre part de ${share} de chaque montant reçu est conservée sur votre compte chez nous et affichée dans l'espace client comme solde disponible. Elle vous est versée sur votre demande de retrait, uniquement vers un mode de versement à votre propre nom. Délais habituels : virement bancaire 3 à 5 jours ouvrés ; cryptomonnaie 24 à 48 heures ; virement international 5 à 7 jours ouvrés.`,
      },
      {
        heading: 'Reddition de comptes',
        body: "Un relevé complet de chaque montant reçu, de chaque honoraire prélevé et de chaque versement est à votre disposition à tout moment dans l'espace client.",
      },
      {
        heading: 'Fin de la mission',
        body: "Vous pouvez mettre fin à cette mission à tout moment par écrit ; un message dans l'espace client suffit. Y mettre fin ne vous coûte rien et votre solde disponible reste à votre disposition pour un retrait.",
      },
      {
        heading: 'Votre acceptation',
        body: "En saisissant votre nom complet et en confirmant ci-dessous, vous acceptez la présente convention. Nous conservons une trace de votre acceptation (nom, date et heure, adresse IP, navigateur et empreinte numérique de ce texte), que vous pouvez télécharger à tout moment dans l'espace client.",
      },
    ],
  }),
};

const TEXTS: Record<FeeAgreementVersion, Record<Language, (t: Terms) => FeeAgreementDocument>> = {
  '2026-11': TEXTS_2026_11,
};

export function isFeeAgreementVersion(version: string): version is FeeAgreementVersion {
  return (FEE_AGREEMENT_VERSIONS as readonly string[]).includes(version);
}

/**
 * The agreement of a version in a language. The percentages come from the case's fee rate,
 * fixed when the case was opened (default: the firm's 20%, money.ts), never from a literal.
 */
export function feeAgreementDocument(
  version: FeeAgreementVersion,
  language: Language,
  feeRateBps: number = DEFAULT_FEE_RATE_BPS,
): FeeAgreementDocument {
  return TEXTS[version][language]({
    fee: formatFeePercent(feeRateBps, language),
    share: formatFeePercent(10_000 - feeRateBps, language),
  });
}

/**
 * The exact text whose SHA-256 an acceptance records: the title, then each section's heading
 * and body, separated by blank lines, Unicode NFC.
 */
export function canonicalFeeAgreementText(
  version: FeeAgreementVersion,
  language: Language,
  feeRateBps: number = DEFAULT_FEE_RATE_BPS,
): string {
  const { title, sections } = feeAgreementDocument(version, language, feeRateBps);
  return [title, ...sections.map((s) => `${s.heading}\n${s.body}`)].join('\n\n').normalize('NFC');
}

/**
 * Whether a phase change needs the client's accepted fee agreement: the firm starts working on a
 * case (leaves `new`, or reopens a `closed` one) only under a signed agreement. Declining a case
 * (`closed`) or putting it back to `new` never does.
 */
export function isFeeAgreementNeededFor(from: Phase, to: Phase): boolean {
  return (from === 'new' || from === 'closed') && to !== 'new' && to !== 'closed';
}

/**
 * Case-, accent- and spacing-insensitive form of a name: "  élise  MARTIN " → "elise martin".
 * ß folds to ss, as upper case writes it ("STRAUSS" is Strauß).
 */
export function normaliseSignedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the typed name is the client's first and last name (case, accents, spacing aside). */
export function isClientsFullName(typed: string, firstName: string, lastName: string): boolean {
  return normaliseSignedName(typed) === normaliseSignedName(`${firstName} ${lastName}`);
}

export type FeeAgreementRecordLabels = {
  record: string;
  acceptedBy: string;
  acceptedOn: string;
  ipAddress: string;
  browser: string;
  version: string;
  fingerprint: string;
  case: string;
};

/** The downloadable acceptance record's labels, in the accepted language. */
export const FEE_AGREEMENT_RECORD_LABELS: Record<Language, FeeAgreementRecordLabels> = {
  en: {
    record: 'Record of acceptance',
    acceptedBy: 'Accepted by',
    acceptedOn: 'Accepted on',
    ipAddress: 'IP address',
    browser: 'Browser',
    version: 'Version',
    fingerprint: 'Text fingerprint (SHA-256)',
    case: 'Case',
  },
  es: {
    record: 'Registro de la aceptación',
    acceptedBy: 'Aceptado por',
    acceptedOn: 'Aceptado el',
    ipAddress: 'Dirección IP',
    browser: 'Navegador',
    version: 'Versión',
    fingerprint: 'Huella digital del texto (SHA-256)',
    case: 'Caso',
  },
  nl: {
    record: 'Vastlegging van de aanvaarding',
    acceptedBy: 'Aanvaard door',
    acceptedOn: 'Aanvaard op',
    ipAddress: 'IP-adres',
    browser: 'Browser',
    version: 'Versie',
    fingerprint: 'Vingerafdruk van de tekst (SHA-256)',
    case: 'Zaak',
  },
  de: {
    record: 'Nachweis der Annahme',
    acceptedBy: 'Angenommen von',
    acceptedOn: 'Angenommen am',
    ipAddress: 'IP-Adresse',
    browser: 'Browser',
    version: 'Version',
    fingerprint: 'Fingerabdruck des Textes (SHA-256)',
    case: 'Fall',
  },
  it: {
    record: "Registrazione dell'accettazione",
    acceptedBy: 'Accettato da',
    acceptedOn: 'Accettato il',
    ipAddress: 'Indirizzo IP',
    browser: 'Browser',
    version: 'Versione',
    fingerprint: 'Impronta digitale del testo (SHA-256)',
    case: 'Pratica',
  },
  fr: {
    record: "Preuve de l'acceptation",
    acceptedBy: 'Accepté par',
    acceptedOn: 'Accepté le',
    ipAddress: 'Adresse IP',
    browser: 'Navigateur',
    version: 'Version',
    fingerprint: 'Empreinte numérique du texte (SHA-256)',
    case: 'Dossier',
  },
};
