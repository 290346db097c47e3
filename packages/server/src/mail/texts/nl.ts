import type { MailTexts } from './mail-texts.js';

const pluralRules = new Intl.PluralRules('nl');

/** The count with its noun in the right number: "1 dag", "7 dagen". Hours need none: "1 uur", "24 uur". */
const count = (value: number, one: string, other: string) =>
  `${value} ${pluralRules.select(value) === 'one' ? one : other}`;

/** Dutch mails. */
export const nl: MailTexts = {
  greeting: ({ name }) => `Hoi ${name},`,
  signature: ({ brand }) => `Met vriendelijke groet,\nTeam ${brand}`,
  footer: ({ brand, domain }) =>
    `Je ontvangt deze e-mail omdat dit adres gekoppeld is aan een account bij ${brand} (${domain}).`,
  linkLabel: 'Open deze link:',
  confirmEmail: ({ brand, days }) => ({
    subject: `Bevestig je e-mailadres voor ${brand}`,
    paragraphs: [
      `Welkom bij ${brand}! Bevestig je e-mailadres, zodat andere leden op je berichten kunnen reageren en jij geen match mist.`,
    ],
    action: 'E-mailadres bevestigen',
    note: `De link is ${count(days, 'dag', 'dagen')} geldig. Heb je je niet aangemeld bij ${brand}? Dan kun je deze e-mail negeren.`,
  }),
  resetPassword: ({ brand, hours }) => ({
    subject: `Kies een nieuw wachtwoord voor ${brand}`,
    paragraphs: [
      `We hebben een verzoek ontvangen om het wachtwoord van je account bij ${brand} opnieuw in te stellen. Was jij dat? Kies dan met de knop hieronder een nieuw wachtwoord.`,
    ],
    action: 'Nieuw wachtwoord kiezen',
    note: `De link is ${hours} uur geldig en werkt maar één keer. Heb je dit niet aangevraagd? Negeer deze e-mail dan gewoon: je wachtwoord blijft ongewijzigd.`,
  }),
  emailChange: ({ brand, newEmail, hours }) => ({
    subject: `Bevestig je nieuwe e-mailadres voor ${brand}`,
    paragraphs: [
      `Je wilt voortaan ${newEmail} gebruiken voor je account bij ${brand}. Bevestig dit adres met de knop hieronder; tot die tijd blijft je huidige adres in gebruik.`,
    ],
    action: 'Nieuw adres bevestigen',
    note: `De link is ${hours} uur geldig en werkt maar één keer.`,
  }),
  emailChangeNotice: ({ brand, newEmail, supportEmail }) => ({
    subject: `Je e-mailadres bij ${brand} wordt binnenkort gewijzigd`,
    paragraphs: [
      `Er is gevraagd om het e-mailadres van je account bij ${brand} te wijzigen in ${newEmail}. De wijziging gaat pas in als het nieuwe adres is bevestigd.`,
      `Was jij dit niet? Wijzig dan je wachtwoord en neem contact met ons op via ${supportEmail}.`,
    ],
  }),
  reactivate: ({ brand, days, until }) => ({
    subject: `Je account bij ${brand} is verwijderd`,
    paragraphs: [
      `Jammer dat je weggaat. Je account en profiel zijn voor niemand meer zichtbaar.`,
      `Toch van gedachten veranderd? Tot ${until} (nog ${count(days, 'dag', 'dagen')}) kun je je account terughalen, met alles erop en eraan. Daarna worden je persoonlijke gegevens definitief gewist.`,
    ],
    action: 'Account heractiveren',
  }),
  receipt: ({ brand, credits, amount, method, date, paymentId, seller }) => ({
    subject: `Je betaalbewijs van ${brand}`,
    paragraphs: [
      `bedankt voor je aankoop: er zijn ${count(credits, 'credit', 'credits')} aan je account toegevoegd en je bent nu Premium-lid.`,
      `Betaalbewijs ${paymentId}\nDatum: ${date}\nPakket: ${count(credits, 'credit', 'credits')}\nBetaald: ${amount} met ${method}\nPrijzen zijn inclusief btw.`,
      [
        `Verkoper: ${seller.name}`,
        ...seller.address,
        ...seller.vat.map((vat) => `Btw-nummer: ${vat}`),
      ].join('\n'),
    ],
  }),
  unreadMessages: ({ brand, from, count: unread }) => ({
    subject: `${from} heeft je geschreven op ${brand}`,
    paragraphs: [
      `Je hebt ${count(unread, 'ongelezen bericht', 'ongelezen berichten')} van ${from}.`,
      'Antwoord snel: een vlot antwoord houdt het gesprek gaande.',
    ],
    action: 'Berichten lezen',
    note: 'Je kunt deze herinneringen uitzetten in je meldingsinstellingen.',
  }),
  newLikes: ({ brand, from, count: likes }) => ({
    subject:
      likes === 1
        ? `${from} vindt je leuk op ${brand}`
        : `${from} en anderen vinden je leuk op ${brand}`,
    paragraphs: [
      likes === 1
        ? `${from} vindt je leuk.`
        : `${count(likes, 'lid vindt', 'leden vinden')} je leuk, als laatste ${from}.`,
      'Like terug voor een match, of zeg gewoon hallo.',
    ],
    action: 'Bekijk wie je leuk vindt',
    note: 'Je kunt deze e-mails uitzetten in je meldingsinstellingen.',
  }),
  noticeReceived: ({ brand, domain, reference, date }) => ({
    subject: `${brand}: we hebben je melding ontvangen (${reference})`,
    paragraphs: [
      `Bedankt voor je melding aan ${brand}. We hebben haar ontvangen op ${date}; ze staat geregistreerd onder kenmerk ${reference}.`,
      `Ons team beoordeelt haar zorgvuldig en zonder onnodige vertraging en laat je daarna weten wat we besloten hebben en waarom. Vermeld het kenmerk als je ons erover schrijft.`,
    ],
    footer: `Je ontvangt deze e-mail omdat dit adres is opgegeven bij een melding op ${domain}.`,
  }),
  noticeDecided: ({ brand, domain, reference, acted, answer }) => ({
    subject: `${brand}: ons besluit over je melding (${reference})`,
    paragraphs: [
      acted
        ? `We hebben je melding ${reference} bekeken en zijn op grond van onze voorwaarden en de wet opgetreden. Om de privacy van het betrokken lid te beschermen, kunnen we je niet meer vertellen dan ons antwoord hieronder.`
        : `We hebben je melding ${reference} zorgvuldig bekeken en geen reden gevonden om op te treden.`,
      `Ons antwoord: ${answer}`,
      `Dit besluit is genomen door iemand van ons team; er zijn geen geautomatiseerde middelen gebruikt. Ben je het er niet mee eens, dan kun je ons een nieuwe melding sturen met het kenmerk ${reference}, je wenden tot een gecertificeerde instantie voor buitengerechtelijke geschillenbeslechting, of naar de rechter stappen.`,
    ],
    footer: `Je ontvangt deze e-mail omdat dit adres is opgegeven bij een melding op ${domain}.`,
  }),
  refundIssued: ({
    brand,
    reference,
    paymentId,
    amount,
    purchased,
    taken,
    days,
    supportEmail,
  }) => ({
    subject: `${brand}: we betalen je aankoop terug (${reference})`,
    paragraphs: [
      `We betalen je aankoop ${paymentId} van ${purchased} terug: de ${amount} die je hebt betaald gaat binnen uiterlijk ${days} dagen en zonder kosten voor jou terug naar het betaalmiddel dat je hebt gebruikt. De terugbetaling staat geregistreerd onder kenmerk ${reference}.`,
      taken
        ? `${taken === 1 ? 'Het credit' : `De ${taken} credits`} van deze aankoop die je nog niet had gebruikt ${taken === 1 ? 'is' : 'zijn'} van je saldo afgehaald.`
        : `De credits van deze aankoop waren al gebruikt; er is niets van je saldo afgehaald.`,
      `Heb je er een vraag over, schrijf ons dan op ${supportEmail} en noem het kenmerk.`,
    ],
  }),
  withdrawalReceived: ({
    brand,
    reference,
    date,
    outcome,
    paymentId,
    credits,
    amount,
    purchased,
    days,
    supportEmail,
  }) => ({
    subject: `${brand}: we hebben je herroeping ontvangen (${reference})`,
    paragraphs: [
      `we hebben je herroeping van je aankoop ontvangen op ${date}. Ze staat geregistreerd onder kenmerk ${reference}.`,
      `Aankoop ${paymentId}\nGekocht op: ${purchased}\nPakket: ${count(credits, 'credit', 'credits')}\nBetaald: ${amount}`,
      outcome === 'refund'
        ? `We betalen de ${amount} die je betaald hebt terug via het betaalmiddel dat je gebruikte, uiterlijk binnen ${days} dagen en zonder kosten voor jou. De credits van deze aankoop zijn van je saldo afgehaald.`
        : `We kunnen deze aankoop niet terugbetalen. Bij het afrekenen ging je ermee akkoord dat de credits meteen geleverd werden, en bevestigde je dat je je herroepingsrecht verliest zodra je ze gebruikt; er zijn al credits van deze aankoop gebruikt. We hebben je herroeping met deze reden vastgelegd. Denk je dat dit niet klopt, schrijf ons dan op ${supportEmail} en vermeld het kenmerk.`,
    ],
  }),
  statementOfReasons: ({ brand, kind, ground, facts, until, appealUntil }) => ({
    subject: {
      warning: `${brand}: een waarschuwing voor je account`,
      suspension: `${brand}: je account is geschorst`,
      ban: `${brand}: je account is gesloten`,
      removal: `${brand}: we hebben een van je foto’s verwijderd`,
      text_removal: `${brand}: we hebben een tekst uit je profiel verwijderd`,
    }[kind],
    paragraphs: [
      {
        warning: `We hebben je account beoordeeld en geven je een waarschuwing. Je account blijft open; gebeurt het nog eens, dan kunnen we het schorsen of sluiten.`,
        suspension: `We hebben je account geschorst tot ${until}. Tot die tijd kun je niet inloggen, en zijn je profiel, likes en gesprekken verborgen voor andere leden. Je credits blijven van jou.`,
        ban: `We hebben je account definitief gesloten. Je profiel, likes en gesprekken worden niet meer getoond, en dit e-mailadres kan niet meer worden gebruikt om je opnieuw aan te melden.`,
        removal: `We hebben een foto die je hebt geüpload beoordeeld en verwijderd: andere leden zien die niet meer. Je account en je andere foto’s blijven zoals ze zijn.`,
        text_removal: `We hebben een tekst van je profiel beoordeeld en verwijderd: andere leden zien die niet meer. Een ‘Over mij’-tekst wordt leeggemaakt, een naam ingekort tot het eerste woord. Je kunt een nieuwe tekst schrijven die zich aan onze regels houdt.`,
      }[kind],
      `De regel: ${ground} (onze algemene voorwaarden en ons blokkeringsbeleid).`,
      ...(facts ? [`Wat we hebben vastgesteld: ${facts}`] : []),
      kind === 'text_removal'
        ? `Ons systeem heeft de tekst automatisch gemarkeerd voor beoordeling (het zoekt naar contactgegevens, links en verzoeken om geld); een medewerker van ons team heeft hem beoordeeld en besloten.`
        : `Een medewerker van ons team heeft dit besloten na beoordeling van ${kind === 'removal' ? 'de foto' : 'een melding'}; er zijn geen geautomatiseerde middelen gebruikt om de overtreding op te sporen of erover te beslissen.`,
      `Je kunt tot en met ${appealUntil} bezwaar maken: open de motivering hieronder en leg uit waarom het besluit volgens jou niet klopt. Een medewerker die het besluit niet zelf heeft genomen, beoordeelt het opnieuw. Je kunt je ook wenden tot een gecertificeerd orgaan voor buitengerechtelijke geschillenbeslechting, of naar de rechter stappen.`,
    ],
    action: 'Motivering lezen en bezwaar maken',
  }),
  reportOutcome: ({ brand, reported, acted }) => ({
    subject: `${brand}: we hebben je melding beoordeeld`,
    paragraphs: [
      acted
        ? `Bedankt dat je ${reported} hebt gemeld. We hebben je melding beoordeeld en maatregelen genomen op grond van onze voorwaarden. Om de privacy van het andere lid te beschermen, kunnen we je geen details geven.`
        : `Bedankt dat je ${reported} hebt gemeld. We hebben je melding zorgvuldig beoordeeld en geen overtreding van onze voorwaarden gevonden, dus deze keer hebben we niets ondernomen. ${reported} blijft voor jou geblokkeerd.`,
      `Zie je nog iets anders waar je je zorgen over maakt? Meld het dan opnieuw.`,
    ],
  }),
  appealDecided: ({ brand, outcome, answer }) => ({
    subject: `${brand}: we hebben op je bezwaar beslist`,
    paragraphs: [
      outcome === 'reversed'
        ? `We hebben je bezwaar beoordeeld en geven je gelijk: we hebben het besluit teruggedraaid en hersteld wat erdoor was verwijderd.`
        : `We hebben je bezwaar beoordeeld, en het besluit blijft staan.`,
      `Ons antwoord: ${answer}`,
      `Je kunt je nog steeds wenden tot een gecertificeerd orgaan voor buitengerechtelijke geschillenbeslechting, of naar de rechter stappen.`,
    ],
  }),
  restrictionGrounds: {
    underage:
      'leden moeten meerderjarig zijn; inhoud die minderjarigen seksualiseert is niet toegestaan',
    false_identity:
      'geen valse identiteiten: geen foto’s of naam van iemand anders, geen profielen die zijn aangemaakt om te misleiden',
    harassment:
      'geen intimidatie, bedreigingen, haatzaaiende uitlatingen of beledigingen, ook niet in privégesprekken',
    scam: 'geen oplichting: niet vragen om geld, cadeaus, bank- of kaartgegevens, en geen leden naar andere diensten lokken',
    spam: 'geen reclame, spam of automatisch verstuurde berichten',
    illegal_content:
      'geen illegale inhoud, en geen foto’s of teksten die in strijd zijn met onze voorwaarden',
    evasion: 'geen omzeiling van een schorsing of uitsluiting',
  },
  paymentMethods: { sdd: 'SEPA-incasso', sct: 'Bankoverschrijving', creditcard: 'Creditcard' },
};
