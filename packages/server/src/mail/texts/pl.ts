import type { MailTexts } from './mail-texts.js';

/** The forms of a noun after a number, by plural category of Intl.PluralRules('pl'). */
interface PluralForms {
  /** 1: "1 dzień". */
  one: string;
  /** 2–4, 22–24, …: "2 dni". */
  few: string;
  /** 0, 5–21, 25–31, …: "5 dni". */
  many: string;
  /** Fractions: "1,5 dnia". */
  other: string;
}

const pluralRules = new Intl.PluralRules('pl');

/** "1 nieprzeczytaną wiadomość", "2 nieprzeczytane wiadomości", "5 nieprzeczytanych wiadomości". */
/** "1 nowe polubienie", "2 nowe polubienia", "5 nowych polubień". */
const NEW_LIKES: PluralForms = {
  one: 'nowe polubienie',
  few: 'nowe polubienia',
  many: 'nowych polubień',
  other: 'nowego polubienia',
};

const UNREAD_MESSAGES: PluralForms = {
  one: 'nieprzeczytaną wiadomość',
  few: 'nieprzeczytane wiadomości',
  many: 'nieprzeczytanych wiadomości',
  other: 'nieprzeczytanej wiadomości',
};

/** The count with its noun in the right form: "1 godzinę", "2 godziny", "5 godzin". */
function count(value: number, forms: PluralForms): string {
  const category = pluralRules.select(value) as keyof PluralForms;
  return `${value} ${forms[category] ?? forms.other}`;
}

/** Credits, in the accusative: "1 kredyt", "2 kredyty", "5 kredytów". */
const CREDITS: PluralForms = { one: 'kredyt', few: 'kredyty', many: 'kredytów', other: 'kredytu' };
/** Days, after "przez": "przez 1 dzień", "przez 2 dni", "przez 14 dni". */
const DAYS: PluralForms = { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' };
/** Hours, in the accusative after "przez": "przez 1 godzinę", "przez 2 godziny", "przez 5 godzin". */
const HOURS: PluralForms = { one: 'godzinę', few: 'godziny', many: 'godzin', other: 'godziny' };

/** Polish mails. */
export const pl: MailTexts = {
  greeting: ({ name }) => `Cześć, ${name}!`,
  signature: ({ brand }) => `Pozdrawiamy\nZespół ${brand}`,
  footer: ({ brand, domain }) =>
    `Otrzymujesz tę wiadomość, ponieważ ten adres e-mail jest powiązany z kontem w serwisie ${brand} (${domain}).`,
  linkLabel: 'Otwórz ten link:',
  confirmEmail: ({ brand, days }) => ({
    subject: `Potwierdź swój adres e-mail w serwisie ${brand}`,
    paragraphs: [
      `Witamy w serwisie ${brand}! Potwierdź swój adres e-mail, aby inni użytkownicy mogli odpowiadać na Twoje wiadomości i żeby nie ominęło Cię żadne dopasowanie.`,
    ],
    action: 'Potwierdź adres e-mail',
    note: `Link jest ważny przez ${count(days, DAYS)}. Jeśli konto w serwisie ${brand} nie zostało założone przez Ciebie, możesz zignorować tę wiadomość.`,
  }),
  resetPassword: ({ brand, hours }) => ({
    subject: `Ustaw nowe hasło w serwisie ${brand}`,
    paragraphs: [
      `Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w serwisie ${brand}. Jeśli to Ty, ustaw nowe hasło za pomocą przycisku poniżej.`,
    ],
    action: 'Ustaw nowe hasło',
    note: `Link jest ważny przez ${count(hours, HOURS)} i można go użyć tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.`,
  }),
  emailChange: ({ brand, newEmail, hours }) => ({
    subject: `Potwierdź nowy adres e-mail w serwisie ${brand}`,
    paragraphs: [
      `Chcesz używać adresu ${newEmail} na swoim koncie w serwisie ${brand}? Potwierdź go za pomocą przycisku poniżej – do tego czasu obowiązuje Twój dotychczasowy adres.`,
    ],
    action: 'Potwierdź nowy adres',
    note: `Link jest ważny przez ${count(hours, HOURS)} i można go użyć tylko raz.`,
  }),
  emailChangeNotice: ({ brand, newEmail, supportEmail }) => ({
    subject: `Zmiana adresu e-mail Twojego konta w serwisie ${brand}`,
    paragraphs: [
      `Otrzymaliśmy prośbę o zmianę adresu e-mail Twojego konta w serwisie ${brand} na ${newEmail}. Zmiana nastąpi dopiero po potwierdzeniu nowego adresu.`,
      `Jeśli to nie Ty, zmień hasło i napisz do nas na adres ${supportEmail}.`,
    ],
  }),
  reactivate: ({ brand, days, until }) => ({
    subject: `Twoje konto w serwisie ${brand} zostało usunięte`,
    paragraphs: [
      `Przykro nam, że odchodzisz. Twoje konto i profil nie są już dla nikogo widoczne.`,
      `Chcesz jednak wrócić? Przez ${count(days, DAYS)}, do ${until}, możesz przywrócić swoje konto z całą zawartością. Później Twoje dane osobowe zostaną trwale usunięte.`,
    ],
    action: 'Przywróć konto',
  }),
  receipt: ({ brand, credits, amount, method, date, paymentId, seller }) => ({
    subject: `Twoje potwierdzenie zakupu w ${brand}`,
    paragraphs: [
      `dziękujemy za zakup: do Twojego konta dodaliśmy ${count(credits, CREDITS)} i masz teraz konto Premium.`,
      `Potwierdzenie ${paymentId}\nData: ${date}\nPakiet: ${count(credits, CREDITS)}\nZapłacono: ${amount} przez ${method}\nCeny zawierają VAT.`,
      [
        `Sprzedawca: ${seller.name}`,
        ...seller.address,
        ...seller.vat.map((vat) => `NIP UE: ${vat}`),
      ].join('\n'),
    ],
  }),
  unreadMessages: ({ brand, from, count: unread }) => ({
    subject: `${from}: nowa wiadomość dla Ciebie w ${brand}`,
    paragraphs: [
      `masz ${count(unread, UNREAD_MESSAGES)} od: ${from}.`,
      'Odpowiedz szybko – szybka odpowiedź podtrzymuje rozmowę.',
    ],
    action: 'Przeczytaj wiadomości',
    note: 'Te przypomnienia możesz wyłączyć w ustawieniach powiadomień.',
  }),
  newLikes: ({ brand, from, count: likes }) => ({
    subject:
      likes === 1
        ? `${from}: polubienie Twojego profilu w ${brand}`
        : `${from} i inni: polubienia Twojego profilu w ${brand}`,
    paragraphs: [
      likes === 1
        ? `Twój profil polubiła osoba: ${from}.`
        : `Twój profil ma ${count(likes, NEW_LIKES)}, ostatnie od: ${from}.`,
      'Odwzajemnij polubienie, by mieć parę, albo po prostu się przywitaj.',
    ],
    action: 'Zobacz, kto Cię lubi',
    note: 'Te e-maile możesz wyłączyć w ustawieniach powiadomień.',
  }),
  noticeReceived: ({ brand, domain, reference, date }) => ({
    subject: `${brand}: otrzymaliśmy Twoje zgłoszenie (${reference})`,
    paragraphs: [
      `Dziękujemy za zgłoszenie do serwisu ${brand}. Dotarło do nas ${date} i ma numer referencyjny ${reference}.`,
      `Nasz zespół rozpatrzy je starannie i bez zbędnej zwłoki, a następnie poinformuje Cię, jaką decyzję podjęliśmy i dlaczego. Jeśli napiszesz do nas w tej sprawie, podaj numer referencyjny.`,
    ],
    footer: `Otrzymujesz tę wiadomość, ponieważ ten adres podano w zgłoszeniu w serwisie ${domain}.`,
  }),
  noticeDecided: ({ brand, domain, reference, acted, answer }) => ({
    subject: `${brand}: nasza decyzja w sprawie Twojego zgłoszenia (${reference})`,
    paragraphs: [
      acted
        ? `Rozpatrzyliśmy Twoje zgłoszenie ${reference} i podjęliśmy działania zgodnie z naszym regulaminem i prawem. Ze względu na prywatność osoby, której dotyczy zgłoszenie, nie możemy przekazać Ci nic ponad poniższą odpowiedź.`
        : `Starannie rozpatrzyliśmy Twoje zgłoszenie ${reference} i nie znaleźliśmy podstaw do podjęcia działań.`,
      `Nasza odpowiedź: ${answer}`,
      `Decyzję podjęła osoba z naszego zespołu; nie korzystaliśmy ze zautomatyzowanych środków. Jeśli się z nią nie zgadzasz, możesz wysłać nam nowe zgłoszenie z numerem ${reference}, zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.`,
    ],
    footer: `Otrzymujesz tę wiadomość, ponieważ ten adres podano w zgłoszeniu w serwisie ${domain}.`,
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
    subject: `${brand}: zwracamy pieniądze za Twój zakup (${reference})`,
    paragraphs: [
      `Zwracamy pieniądze za Twój zakup ${paymentId} z ${purchased}: zapłacona kwota ${amount} wróci na użyty przez Ciebie środek płatności najpóźniej w ciągu ${days} dni, bez żadnych kosztów dla Ciebie. Zwrot jest zarejestrowany pod numerem ${reference}.`,
      taken
        ? `Niewykorzystane kredyty z tego zakupu (${taken}) zostały odjęte od Twojego salda.`
        : `Kredyty z tego zakupu zostały już wykorzystane; od Twojego salda nic nie odjęto.`,
      `Jeśli masz pytania, napisz do nas na ${supportEmail} i podaj numer zwrotu.`,
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
    subject: `${brand}: otrzymaliśmy Twoje odstąpienie od umowy (${reference})`,
    paragraphs: [
      `Twoje odstąpienie od umowy zakupu dotarło do nas ${date}. Ma numer referencyjny ${reference}.`,
      `Zakup ${paymentId}\nData zakupu: ${purchased}\nPakiet: ${count(credits, CREDITS)}\nZapłacono: ${amount}`,
      outcome === 'refund'
        ? `Zwrócimy Ci zapłacone ${amount} na ten sam środek płatności, który był użyty przy zakupie, najpóźniej w ciągu ${days} dni i bez żadnych kosztów z Twojej strony. Kredyty z tego zakupu zostały odjęte od Twojego salda.`
        : `Nie możemy zwrócić pieniędzy za ten zakup. Przy płatności zgoda na natychmiastowe dostarczenie kredytów została wyrażona wraz z potwierdzeniem, że prawo odstąpienia od umowy wygasa z chwilą ich użycia; kredyty z tego zakupu zostały już użyte. Zapisaliśmy Twoje odstąpienie wraz z tym uzasadnieniem. Jeśli uważasz, że to błąd, napisz do nas na ${supportEmail} i podaj numer referencyjny.`,
    ],
  }),
  statementOfReasons: ({ brand, kind, ground, facts, until, appealUntil }) => ({
    subject: {
      warning: `${brand}: ostrzeżenie dotyczące Twojego konta`,
      suspension: `${brand}: Twoje konto zostało zawieszone`,
      ban: `${brand}: Twoje konto zostało zamknięte`,
      removal: `${brand}: usunęliśmy jedno z Twoich zdjęć`,
      text_removal: `${brand}: usunęliśmy tekst z Twojego profilu`,
    }[kind],
    paragraphs: [
      {
        warning: `Sprawdziliśmy Twoje konto i udzielamy Ci ostrzeżenia. Twoje konto pozostaje aktywne; jeśli sytuacja się powtórzy, możemy je zawiesić lub zamknąć.`,
        suspension: `Zawiesiliśmy Twoje konto do ${until}. Do tego czasu nie możesz się zalogować, a Twój profil, polubienia i rozmowy są niewidoczne dla innych użytkowników. Twoje kredyty pozostają nienaruszone.`,
        ban: `Zamknęliśmy Twoje konto na stałe. Twój profil, polubienia i rozmowy nie są już wyświetlane, a tego adresu e-mail nie można ponownie użyć do rejestracji.`,
        removal: `Sprawdziliśmy zdjęcie przesłane przez Ciebie i usunęliśmy je: inni użytkownicy już go nie widzą. Twoje konto i pozostałe zdjęcia nie są objęte tą decyzją.`,
        text_removal: `Sprawdziliśmy tekst z Twojego profilu i usunęliśmy go: inni użytkownicy już go nie widzą. Tekst „O mnie” zostaje opróżniony, a imię skrócone do pierwszego słowa. Możesz napisać nowy tekst zgodny z naszymi zasadami.`,
      }[kind],
      `Zasada: ${ground} (nasz regulamin i zasady blokowania kont).`,
      ...(facts ? [`Co ustaliliśmy: ${facts}`] : []),
      kind === 'text_removal'
        ? `Nasz system automatycznie oznaczył ten tekst do sprawdzenia (wyszukuje dane kontaktowe, linki i prośby o pieniądze); członek naszego zespołu go sprawdził i podjął decyzję.`
        : `Decyzję podjął członek naszego zespołu po ${kind === 'removal' ? 'sprawdzeniu zdjęcia' : 'rozpatrzeniu zgłoszenia'}; do wykrycia naruszenia ani do podjęcia decyzji nie użyto środków zautomatyzowanych.`,
      `Możesz się odwołać do ${appealUntil}: otwórz uzasadnienie poniżej i wyjaśnij, dlaczego uważasz, że decyzja jest błędna. Odwołanie rozpatrzy członek naszego zespołu, który nie podejmował tej decyzji. Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.`,
    ],
    action: 'Przeczytaj uzasadnienie i odwołaj się',
  }),
  reportOutcome: ({ brand, reported, acted }) => ({
    subject: `${brand}: rozpatrzyliśmy Twoje zgłoszenie`,
    paragraphs: [
      acted
        ? `Dziękujemy za zgłoszenie profilu ${reported}. Rozpatrzyliśmy je i podjęliśmy działania zgodnie z naszym regulaminem. Ze względu na prywatność drugiej osoby nie możemy przekazać Ci szczegółów.`
        : `Dziękujemy za zgłoszenie profilu ${reported}. Starannie je rozpatrzyliśmy i nie stwierdziliśmy naruszenia naszego regulaminu, dlatego tym razem nie podjęliśmy żadnych działań. Profil ${reported} pozostaje dla Ciebie zablokowany.`,
      `Jeśli zauważysz coś jeszcze, co Cię niepokoi, zgłoś to ponownie.`,
    ],
  }),
  appealDecided: ({ brand, outcome, answer }) => ({
    subject: `${brand}: rozpatrzyliśmy Twoje odwołanie`,
    paragraphs: [
      outcome === 'reversed'
        ? `Rozpatrzyliśmy Twoje odwołanie i przyznajemy Ci rację: cofnęliśmy decyzję i przywróciliśmy to, co zostało w jej wyniku usunięte.`
        : `Rozpatrzyliśmy Twoje odwołanie; decyzja pozostaje w mocy.`,
      `Nasza odpowiedź: ${answer}`,
      `Nadal możesz zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.`,
    ],
  }),
  restrictionGrounds: {
    underage: 'użytkownicy muszą być pełnoletni; treści seksualizujące małoletnich są niedozwolone',
    false_identity:
      'zakaz fałszywej tożsamości: żadnych cudzych zdjęć ani personaliów, żadnych profili utworzonych po to, by wprowadzać innych w błąd',
    harassment: 'zakaz nękania, gróźb, mowy nienawiści i obelg, także w prywatnych rozmowach',
    scam: 'zakaz oszustw: żadnego proszenia o pieniądze, prezenty, dane bankowe lub dane karty ani nakłaniania do przejścia do innych serwisów',
    spam: 'zakaz reklam, spamu i wiadomości wysyłanych automatycznie',
    illegal_content:
      'zakaz nielegalnych treści oraz zdjęć lub tekstów naruszających nasz regulamin',
    evasion: 'zakaz obchodzenia zawieszenia lub blokady',
  },
  paymentMethods: {
    sdd: 'Polecenie zapłaty SEPA',
    sct: 'Przelew bankowy',
    creditcard: 'Karta kredytowa',
  },
};
