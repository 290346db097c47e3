import type { MailTexts } from './mail-texts.js';

const pluralRules = new Intl.PluralRules('de');

/** The count with its noun in the right number: "1 Tag", "7 Tage". */
const count = (value: number, one: string, other: string) =>
  `${value} ${pluralRules.select(value) === 'one' ? one : other}`;

/** German mails. */
export const de: MailTexts = {
  greeting: ({ name }) => `Hallo ${name},`,
  signature: ({ brand }) => `Viele Grüße\nDein ${brand}-Team`,
  footer: ({ brand, domain }) =>
    `Du erhältst diese E-Mail, weil ein Konto bei ${brand} (${domain}) mit dieser Adresse verknüpft ist.`,
  linkLabel: 'Öffne diesen Link:',
  confirmEmail: ({ brand, days }) => ({
    subject: `Bestätige deine E-Mail-Adresse für ${brand}`,
    paragraphs: [
      `willkommen bei ${brand}! Bitte bestätige deine E-Mail-Adresse, damit andere Mitglieder auf deine Nachrichten antworten können und du kein Match verpasst.`,
    ],
    action: 'E-Mail-Adresse bestätigen',
    note: `Der Link ist ${count(days, 'Tag', 'Tage')} gültig. Falls du dich nicht bei ${brand} registriert hast, kannst du diese E-Mail einfach ignorieren.`,
  }),
  resetPassword: ({ brand, hours }) => ({
    subject: `Passwort für ${brand} zurücksetzen`,
    paragraphs: [
      `wir haben eine Anfrage erhalten, das Passwort für dein Konto bei ${brand} zurückzusetzen. Warst du das? Dann kannst du über den Button unten ein neues Passwort festlegen.`,
    ],
    action: 'Neues Passwort festlegen',
    note: `Der Link ist ${count(hours, 'Stunde', 'Stunden')} gültig und funktioniert nur einmal. Falls du kein neues Passwort angefordert hast, ignoriere diese E-Mail einfach – dein Passwort bleibt unverändert.`,
  }),
  emailChange: ({ brand, newEmail, hours }) => ({
    subject: `Bestätige deine neue E-Mail-Adresse für ${brand}`,
    paragraphs: [
      `du möchtest für dein Konto bei ${brand} künftig die Adresse ${newEmail} verwenden. Bitte bestätige sie über den Button unten – bis dahin bleibt deine bisherige Adresse aktiv.`,
    ],
    action: 'Neue Adresse bestätigen',
    note: `Der Link ist ${count(hours, 'Stunde', 'Stunden')} gültig und funktioniert nur einmal.`,
  }),
  emailChangeNotice: ({ brand, newEmail, supportEmail }) => ({
    subject: `Deine E-Mail-Adresse bei ${brand} soll geändert werden`,
    paragraphs: [
      `für dein Konto bei ${brand} wurde eine Änderung der E-Mail-Adresse auf ${newEmail} angefordert. Die Änderung wird erst wirksam, wenn die neue Adresse bestätigt ist.`,
      `Warst du das nicht? Dann ändere bitte dein Passwort und schreib uns an ${supportEmail}.`,
    ],
  }),
  reactivate: ({ brand, days, until }) => ({
    subject: `Dein Konto bei ${brand} wurde gelöscht`,
    paragraphs: [
      `schade, dass du gehst. Dein Konto und dein Profil sind ab sofort für niemanden mehr sichtbar.`,
      `Du hast es dir anders überlegt? Noch ${count(days, 'Tag', 'Tage')} lang, bis zum ${until}, kannst du dein Konto mit allem, was dazugehört, wiederherstellen. Danach werden deine persönlichen Daten endgültig gelöscht.`,
    ],
    action: 'Konto wiederherstellen',
  }),
  receipt: ({ brand, credits, amount, method, date, paymentId, seller }) => ({
    subject: `Deine Quittung von ${brand}`,
    paragraphs: [
      `vielen Dank für deinen Kauf: ${count(credits, 'Credit', 'Credits')} wurden deinem Konto gutgeschrieben, und du bist jetzt Premium-Mitglied.`,
      `Quittung ${paymentId}\nDatum: ${date}\nPaket: ${count(credits, 'Credit', 'Credits')}\nBezahlt: ${amount} mit ${method}\nAlle Preise inklusive MwSt.`,
      [
        `Verkäufer: ${seller.name}`,
        ...seller.address,
        ...seller.vat.map((vat) => `USt-IdNr.: ${vat}`),
      ].join('\n'),
    ],
  }),
  unreadMessages: ({ brand, from, count: unread }) => ({
    subject: `${from} hat dir auf ${brand} geschrieben`,
    paragraphs: [
      `du hast ${count(unread, 'ungelesene Nachricht', 'ungelesene Nachrichten')} von ${from}.`,
      'Antworte bald – eine schnelle Antwort hält das Gespräch in Gang.',
    ],
    action: 'Nachrichten lesen',
    note: 'Diese Erinnerungen kannst du in deinen Benachrichtigungseinstellungen ausschalten.',
  }),
  newLikes: ({ brand, from, count: likes }) => ({
    subject:
      likes === 1 ? `${from} mag dich auf ${brand}` : `${from} und andere mögen dich auf ${brand}`,
    paragraphs: [
      likes === 1
        ? `${from} mag dich.`
        : `${count(likes, 'Mitglied mag', 'Mitglieder mögen')} dich, zuletzt ${from}.`,
      'Like zurück für ein Match, oder sag einfach Hallo.',
    ],
    action: 'Sehen, wer dich mag',
    note: 'Diese E-Mails kannst du in deinen Benachrichtigungseinstellungen ausschalten.',
  }),
  noticeReceived: ({ brand, domain, reference, date }) => ({
    subject: `${brand}: Deine Meldung ist bei uns eingegangen (${reference})`,
    paragraphs: [
      `Danke für deine Meldung an ${brand}. Sie ist am ${date} bei uns eingegangen und hat das Aktenzeichen ${reference}.`,
      `Unser Team prüft sie sorgfältig und ohne unnötige Verzögerung und teilt dir dann mit, wie wir entschieden haben und warum. Wenn du uns dazu schreibst, nenne bitte das Aktenzeichen.`,
    ],
    footer: `Du erhältst diese E-Mail, weil diese Adresse bei einer Meldung auf ${domain} angegeben wurde.`,
  }),
  noticeDecided: ({ brand, domain, reference, acted, answer }) => ({
    subject: `${brand}: unsere Entscheidung zu deiner Meldung (${reference})`,
    paragraphs: [
      acted
        ? `Wir haben deine Meldung ${reference} geprüft und auf Grundlage unserer Nutzungsbedingungen und des Gesetzes gehandelt. Zum Schutz der Privatsphäre des betroffenen Mitglieds können wir dir nicht mehr mitteilen als unsere Antwort unten.`
        : `Wir haben deine Meldung ${reference} sorgfältig geprüft und keinen Grund gefunden, tätig zu werden.`,
      `Unsere Antwort: ${answer}`,
      `Diese Entscheidung hat ein Mitglied unseres Teams getroffen; automatisierte Mittel wurden nicht eingesetzt. Wenn du anderer Meinung bist, kannst du uns eine neue Meldung mit dem Aktenzeichen ${reference} schicken, dich an eine zertifizierte außergerichtliche Streitbeilegungsstelle wenden oder vor Gericht gehen.`,
    ],
    footer: `Du erhältst diese E-Mail, weil diese Adresse bei einer Meldung auf ${domain} angegeben wurde.`,
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
    subject: `${brand}: Wir erstatten deinen Kauf (${reference})`,
    paragraphs: [
      `wir erstatten deinen Kauf ${paymentId} vom ${purchased}: Die ${amount}, die du bezahlt hast, gehen innerhalb von spätestens ${days} Tagen und ohne Kosten für dich an das Zahlungsmittel zurück, mit dem du bezahlt hast. Die Erstattung läuft unter dem Aktenzeichen ${reference}.`,
      taken
        ? `${taken === 1 ? 'Das Credit' : `Die ${taken} Credits`} dieses Kaufs, ${taken === 1 ? 'das' : 'die'} du noch nicht genutzt hattest, ${taken === 1 ? 'wurde' : 'wurden'} von deinem Guthaben abgezogen.`
        : `Die Credits dieses Kaufs waren bereits genutzt; von deinem Guthaben wurde nichts abgezogen.`,
      `Wenn du Fragen dazu hast, schreib uns an ${supportEmail} und nenne das Aktenzeichen.`,
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
    subject: `${brand}: Dein Widerruf ist bei uns eingegangen (${reference})`,
    paragraphs: [
      `dein Widerruf deines Kaufs ist am ${date} bei uns eingegangen. Er hat das Aktenzeichen ${reference}.`,
      `Kauf ${paymentId}\nGekauft am: ${purchased}\nPaket: ${count(credits, 'Credit', 'Credits')}\nBezahlt: ${amount}`,
      outcome === 'refund'
        ? `Wir erstatten dir die bezahlten ${amount} spätestens binnen ${days} Tagen über das Zahlungsmittel, mit dem du bezahlt hast; dafür entstehen dir keine Kosten. Die Credits dieses Kaufs wurden von deinem Guthaben abgebucht.`
        : `Diesen Kauf können wir nicht erstatten. Du hast beim Kauf zugestimmt, dass die Credits sofort geliefert werden, und bestätigt, dass dein Widerrufsrecht erlischt, sobald du sie nutzt; Credits aus diesem Kauf wurden bereits genutzt. Wir haben deinen Widerruf mit dieser Begründung festgehalten. Wenn du meinst, dass das nicht stimmt, schreib uns an ${supportEmail} und nenne das Aktenzeichen.`,
    ],
  }),
  statementOfReasons: ({ brand, kind, ground, facts, until, appealUntil }) => ({
    subject: {
      warning: `${brand}: Eine Verwarnung zu deinem Konto`,
      suspension: `${brand}: Dein Konto ist vorübergehend gesperrt`,
      ban: `${brand}: Dein Konto wurde geschlossen`,
      removal: `${brand}: Wir haben eines deiner Fotos entfernt`,
      text_removal: `${brand}: Wir haben einen Text aus deinem Profil entfernt`,
    }[kind],
    paragraphs: [
      {
        warning: `wir haben dein Konto überprüft und sprechen dir eine Verwarnung aus. Dein Konto bleibt bestehen; kommt so etwas noch einmal vor, können wir es vorübergehend sperren oder schließen.`,
        suspension: `wir haben dein Konto bis zum ${until} vorübergehend gesperrt. Bis dahin kannst du dich nicht anmelden, und dein Profil, deine Likes und deine Unterhaltungen sind für andere Mitglieder verborgen. Deine Credits bleiben dir erhalten.`,
        ban: `wir haben dein Konto endgültig geschlossen. Dein Profil, deine Likes und deine Unterhaltungen werden nicht mehr angezeigt, und mit dieser E-Mail-Adresse kannst du dich nicht erneut registrieren.`,
        removal: `wir haben ein Foto geprüft, das du hochgeladen hast, und es entfernt: Andere Mitglieder sehen es nicht mehr. Dein Konto und deine anderen Fotos sind davon nicht betroffen.`,
        text_removal: `wir haben einen Text deines Profils geprüft und entfernt: Andere Mitglieder sehen ihn nicht mehr. Ein „Über mich“-Text wird geleert, ein Name auf sein erstes Wort gekürzt. Du kannst einen neuen Text schreiben, der unsere Regeln einhält.`,
      }[kind],
      `Die Regel: ${ground} (unsere AGB und unsere Sperrrichtlinie).`,
      ...(facts ? [`Was wir festgestellt haben: ${facts}`] : []),
      kind === 'text_removal'
        ? `Unser System hat den Text automatisch zur Prüfung markiert (es sucht nach Kontaktdaten, Links und Bitten um Geld); eine Person aus unserem Team hat ihn geprüft und entschieden.`
        : `Eine Person aus unserem Team hat dies nach Prüfung ${kind === 'removal' ? 'des Fotos' : 'einer Meldung'} entschieden; automatisierte Mittel wurden weder zur Erkennung noch zur Entscheidung eingesetzt.`,
      `Du kannst bis zum ${appealUntil} Einspruch einlegen: Öffne unten die Begründung und erkläre, warum die Entscheidung deiner Meinung nach falsch ist. Eine Person aus unserem Team, die die Entscheidung nicht getroffen hat, prüft sie. Du kannst dich außerdem an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.`,
    ],
    action: 'Begründung lesen und Einspruch einlegen',
  }),
  reportOutcome: ({ brand, reported, acted }) => ({
    subject: `${brand}: Wir haben deine Meldung geprüft`,
    paragraphs: [
      acted
        ? `danke, dass du ${reported} gemeldet hast. Wir haben deine Meldung geprüft und auf Grundlage unserer AGB Maßnahmen ergriffen. Zum Schutz der Privatsphäre des anderen Mitglieds können wir dir keine Einzelheiten nennen.`
        : `danke, dass du ${reported} gemeldet hast. Wir haben deine Meldung sorgfältig geprüft und keinen Verstoß gegen unsere AGB festgestellt, deshalb haben wir diesmal nichts unternommen. ${reported} bleibt für dich blockiert.`,
      `Wenn dir noch etwas anderes Sorgen macht, melde es uns bitte erneut.`,
    ],
  }),
  appealDecided: ({ brand, outcome, answer }) => ({
    subject: `${brand}: Wir haben über deinen Einspruch entschieden`,
    paragraphs: [
      outcome === 'reversed'
        ? `wir haben deinen Einspruch geprüft und geben dir recht: Wir haben die Entscheidung aufgehoben und wiederhergestellt, was durch sie entfernt wurde.`
        : `wir haben deinen Einspruch geprüft; die Entscheidung bleibt bestehen.`,
      `Unsere Antwort: ${answer}`,
      `Du kannst dich weiterhin an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.`,
    ],
  }),
  restrictionGrounds: {
    underage:
      'Mitglieder müssen volljährig sein; Inhalte, die Minderjährige sexualisieren, sind nicht erlaubt',
    false_identity:
      'keine falschen Identitäten: keine Fotos oder Namen anderer Personen, keine Profile, die andere täuschen sollen',
    harassment:
      'keine Belästigung, Drohungen, Hassrede oder Beleidigungen, auch nicht in privaten Unterhaltungen',
    scam: 'kein Betrug: keine Bitten um Geld, Geschenke, Bank- oder Kartendaten, kein Weglocken zu anderen Diensten',
    spam: 'keine Werbung, kein Spam und keine automatisiert gesendeten Nachrichten',
    illegal_content:
      'keine rechtswidrigen Inhalte und keine Fotos oder Texte, die gegen unsere AGB verstoßen',
    evasion: 'kein Umgehen einer vorübergehenden oder dauerhaften Sperre',
  },
  paymentMethods: { sdd: 'SEPA-Lastschrift', sct: 'Banküberweisung', creditcard: 'Kreditkarte' },
};
