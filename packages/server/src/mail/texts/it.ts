import type { MailTexts } from './mail-texts.js';

const pluralRules = new Intl.PluralRules('it');

/** The count with its noun in the right number: "1 giorno", "7 giorni". */
const count = (value: number, one: string, other: string) =>
  `${value} ${pluralRules.select(value) === 'one' ? one : other}`;

/** "al 22 dicembre 2025", but "all’8 dicembre 2025" and "all’11 dicembre 2025". */
const toDate = (date: string) => (/^(8|11)\s/.test(date) ? `all’${date}` : `al ${date}`);

/** Italian mails. */
export const it: MailTexts = {
  greeting: ({ name }) => `Ciao ${name},`,
  signature: ({ brand }) => `Un saluto,\nIl team di ${brand}`,
  footer: ({ brand, domain }) =>
    `Ricevi questa email perché questo indirizzo è associato a un account su ${brand} (${domain}).`,
  linkLabel: 'Apri questo link:',
  confirmEmail: ({ brand, days }) => ({
    subject: `Conferma il tuo indirizzo email su ${brand}`,
    paragraphs: [
      `Ti diamo il benvenuto su ${brand}! Conferma il tuo indirizzo email: così gli altri iscritti potranno rispondere ai tuoi messaggi e non ti perderai nessun match.`,
    ],
    action: 'Conferma indirizzo email',
    note: `Il link è valido per ${count(days, 'giorno', 'giorni')}. Se non hai creato tu un account su ${brand}, puoi ignorare questa email.`,
  }),
  resetPassword: ({ brand, hours }) => ({
    subject: `Scegli una nuova password per ${brand}`,
    paragraphs: [
      `Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account ${brand}. Se la richiesta è partita da te, scegli una nuova password con il pulsante qui sotto.`,
    ],
    action: 'Scegli una nuova password',
    note: `Il link è valido per ${count(hours, 'ora', 'ore')} e si può usare una sola volta. Se non hai fatto tu la richiesta, ignora questa email: la tua password resterà invariata.`,
  }),
  emailChange: ({ brand, newEmail, hours }) => ({
    subject: `Conferma il tuo nuovo indirizzo email su ${brand}`,
    paragraphs: [
      `Hai chiesto di usare l’indirizzo ${newEmail} per il tuo account ${brand}. Confermalo con il pulsante qui sotto; fino ad allora resterà attivo il tuo indirizzo attuale.`,
    ],
    action: 'Conferma il nuovo indirizzo',
    note: `Il link è valido per ${count(hours, 'ora', 'ore')} e si può usare una sola volta.`,
  }),
  emailChangeNotice: ({ brand, newEmail, supportEmail }) => ({
    subject: `L’indirizzo email del tuo account ${brand} sta per cambiare`,
    paragraphs: [
      `Abbiamo ricevuto una richiesta di modifica dell’indirizzo email del tuo account ${brand} in ${newEmail}. La modifica avrà effetto solo dopo la conferma del nuovo indirizzo.`,
      `Se non hai fatto tu questa richiesta, cambia la password e scrivici a ${supportEmail}.`,
    ],
  }),
  reactivate: ({ brand, days, until }) => ({
    subject: `Il tuo account ${brand} è stato eliminato`,
    paragraphs: [
      `Ci dispiace che tu te ne vada. Il tuo account e il tuo profilo non sono più visibili a nessuno.`,
      `Hai cambiato idea? Per ${count(days, 'giorno', 'giorni')}, fino ${toDate(until)}, puoi riattivare il tuo account con tutti i suoi contenuti. Dopodiché i tuoi dati personali verranno cancellati definitivamente.`,
    ],
    action: 'Riattiva il mio account',
  }),
  receipt: ({ brand, credits, amount, method, date, paymentId, seller }) => ({
    subject: `La tua ricevuta di ${brand}`,
    paragraphs: [
      `Grazie per il tuo acquisto: abbiamo aggiunto ${count(credits, 'credito', 'crediti')} al tuo account e ora sei un iscritto Premium.`,
      `Ricevuta ${paymentId}\nData: ${date}\nPacchetto: ${count(credits, 'credito', 'crediti')}\nPagato: ${amount} con ${method}\nI prezzi includono l’IVA.`,
      [
        `Venditore: ${seller.name}`,
        ...seller.address,
        ...seller.vat.map((vat) => `Partita IVA: ${vat}`),
      ].join('\n'),
    ],
  }),
  unreadMessages: ({ brand, from, count: unread }) => ({
    subject: `${from} ti ha scritto su ${brand}`,
    paragraphs: [
      `Hai ${count(unread, 'messaggio non letto', 'messaggi non letti')} da ${from}.`,
      'Rispondi presto: una risposta veloce tiene viva la conversazione.',
    ],
    action: 'Leggi i messaggi',
    note: 'Puoi disattivare questi promemoria nelle impostazioni delle notifiche.',
  }),
  newLikes: ({ brand, from, count: likes }) => ({
    subject: likes === 1 ? `Piaci a ${from} su ${brand}` : `Piaci a ${from} e ad altri su ${brand}`,
    paragraphs: [
      likes === 1
        ? `Piaci a ${from}.`
        : `Piaci a ${count(likes, 'iscritto', 'iscritti')}; l’ultimo è ${from}.`,
      'Ricambia il like per un match, o semplicemente saluta.',
    ],
    action: 'Scopri a chi piaci',
    note: 'Puoi disattivare queste email nelle impostazioni delle notifiche.',
  }),
  noticeReceived: ({ brand, domain, reference, date }) => ({
    subject: `${brand}: abbiamo ricevuto la tua segnalazione (${reference})`,
    paragraphs: [
      `Grazie per la tua segnalazione a ${brand}. L’abbiamo ricevuta il ${date} ed è registrata con il riferimento ${reference}.`,
      `Il nostro team la esaminerà con attenzione e senza ritardi ingiustificati, poi ti comunicherà cosa abbiamo deciso e perché. Se ci scrivi in merito, indica per favore il riferimento.`,
    ],
    footer: `Ricevi questa email perché questo indirizzo è stato indicato in una segnalazione su ${domain}.`,
  }),
  noticeDecided: ({ brand, domain, reference, acted, answer }) => ({
    subject: `${brand}: la nostra decisione sulla tua segnalazione (${reference})`,
    paragraphs: [
      acted
        ? `Abbiamo esaminato la tua segnalazione ${reference} e siamo intervenuti secondo le nostre condizioni e la legge. Per tutelare la privacy del membro interessato, non possiamo dirti più della nostra risposta qui sotto.`
        : `Abbiamo esaminato con attenzione la tua segnalazione ${reference} e non abbiamo trovato motivi per intervenire.`,
      `La nostra risposta: ${answer}`,
      `Questa decisione è stata presa da una persona del nostro team, senza strumenti automatizzati. Se non sei d’accordo, puoi inviarci una nuova segnalazione indicando il riferimento ${reference}, rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o a un tribunale.`,
    ],
    footer: `Ricevi questa email perché questo indirizzo è stato indicato in una segnalazione su ${domain}.`,
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
    subject: `${brand}: ti rimborsiamo l’acquisto (${reference})`,
    paragraphs: [
      `Ti rimborsiamo l’acquisto ${paymentId} del ${purchased}: i ${amount} che hai pagato tornano sul mezzo di pagamento che hai usato, entro ${days} giorni al più tardi e senza costi per te. Il rimborso è registrato con il riferimento ${reference}.`,
      taken
        ? `${taken === 1 ? 'Il credito' : `I ${taken} crediti`} di questo acquisto che non avevi usato ${taken === 1 ? 'è stato tolto' : 'sono stati tolti'} dal tuo saldo.`
        : `I crediti di questo acquisto erano già stati usati; dal tuo saldo non è stato tolto nulla.`,
      `Se hai domande, scrivici a ${supportEmail} indicando il riferimento.`,
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
    subject: `${brand}: abbiamo ricevuto il tuo recesso (${reference})`,
    paragraphs: [
      `Abbiamo ricevuto il ${date} il tuo recesso dal tuo acquisto. È registrato con il riferimento ${reference}.`,
      `Acquisto ${paymentId}\nData di acquisto: ${purchased}\nPacchetto: ${count(credits, 'credito', 'crediti')}\nPagato: ${amount}`,
      outcome === 'refund'
        ? `Ti rimborsiamo i ${amount} pagati con lo stesso mezzo di pagamento che hai usato, entro ${days} giorni al più tardi e senza alcun costo per te. I crediti di questo acquisto sono stati tolti dal tuo saldo.`
        : `Non possiamo rimborsare questo acquisto. Al pagamento hai accettato che i crediti ti fossero forniti subito e hai confermato di perdere il diritto di recesso non appena li usi; alcuni crediti di questo acquisto sono già stati usati. Abbiamo registrato il tuo recesso con questa motivazione. Se pensi che sia un errore, scrivici a ${supportEmail} indicando il riferimento.`,
    ],
  }),
  statementOfReasons: ({ brand, kind, ground, facts, until, appealUntil }) => ({
    subject: {
      warning: `${brand}: un avvertimento sul tuo account`,
      suspension: `${brand}: il tuo account è sospeso`,
      ban: `${brand}: il tuo account è stato chiuso`,
      removal: `${brand}: abbiamo rimosso una delle tue foto`,
      text_removal: `${brand}: abbiamo rimosso un testo dal tuo profilo`,
    }[kind],
    paragraphs: [
      {
        warning: `Abbiamo esaminato il tuo account e ti inviamo un avvertimento. Il tuo account resta attivo; se dovesse succedere di nuovo, potremmo sospenderlo o chiuderlo.`,
        suspension: `Abbiamo sospeso il tuo account fino ${toDate(until ?? '')}. Fino ad allora non puoi accedere, e il tuo profilo, i tuoi mi piace e le tue conversazioni restano nascosti agli altri iscritti. I tuoi crediti restano intatti.`,
        ban: `Abbiamo chiuso definitivamente il tuo account. Il tuo profilo, i tuoi mi piace e le tue conversazioni non sono più visibili, e questo indirizzo email non può più essere usato per una nuova iscrizione.`,
        removal: `Abbiamo esaminato una foto che hai caricato e l’abbiamo rimossa: gli altri iscritti non la vedono più. Il tuo account e le tue altre foto non ne sono interessati.`,
        text_removal: `Abbiamo esaminato un testo del tuo profilo e l’abbiamo rimosso: gli altri iscritti non lo vedono più. Un testo «Su di me» viene svuotato, un nome viene ridotto alla prima parola. Puoi scrivere un nuovo testo che rispetti le nostre regole.`,
      }[kind],
      `La regola: ${ground} (come previsto dai nostri termini e condizioni e dalle nostre regole di esclusione).`,
      ...(facts ? [`Cosa abbiamo riscontrato: ${facts}`] : []),
      kind === 'text_removal'
        ? `Il nostro sistema ha segnalato automaticamente il testo per una verifica (cerca recapiti, link e richieste di denaro); un membro del nostro team lo ha esaminato e ha deciso.`
        : `Un membro del nostro team ha preso questa decisione dopo aver esaminato ${kind === 'removal' ? 'la foto' : 'una segnalazione'}; non sono stati usati strumenti automatizzati né per individuare la violazione né per decidere.`,
      `Puoi presentare ricorso fino ${toDate(appealUntil)}: apri la motivazione qui sotto e spiega perché ritieni che la decisione sia sbagliata. Il ricorso viene esaminato da un membro del nostro team che non ha preso la decisione. Puoi anche rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o a un giudice.`,
    ],
    action: 'Leggi la motivazione e presenta ricorso',
  }),
  reportOutcome: ({ brand, reported, acted }) => ({
    subject: `${brand}: abbiamo esaminato la tua segnalazione`,
    paragraphs: [
      acted
        ? `Grazie per aver segnalato ${reported}. Abbiamo esaminato la tua segnalazione e siamo intervenuti in base ai nostri termini. Per tutelare la privacy dell’altro iscritto, non possiamo darti dettagli.`
        : `Grazie per aver segnalato ${reported}. Abbiamo esaminato con attenzione la tua segnalazione e non abbiamo riscontrato violazioni dei nostri termini, quindi questa volta non siamo intervenuti. Il tuo blocco nei confronti di ${reported} resta attivo.`,
      `Se noti qualcos’altro che ti preoccupa, segnalacelo di nuovo.`,
    ],
  }),
  appealDecided: ({ brand, outcome, answer }) => ({
    subject: `${brand}: abbiamo deciso in merito al tuo ricorso`,
    paragraphs: [
      outcome === 'reversed'
        ? `Abbiamo esaminato il tuo ricorso e ti diamo ragione: abbiamo annullato la decisione e ripristinato ciò che era stato rimosso.`
        : `Abbiamo esaminato il tuo ricorso e la decisione resta confermata.`,
      `La nostra risposta: ${answer}`,
      `Puoi comunque rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o a un giudice.`,
    ],
  }),
  restrictionGrounds: {
    underage:
      'gli iscritti devono essere maggiorenni; non sono ammessi contenuti che sessualizzino minori',
    false_identity:
      'niente identità false: né foto o nome di un’altra persona, né profili creati per ingannare',
    harassment:
      'niente molestie, minacce, incitamento all’odio o insulti, nemmeno nelle conversazioni private',
    scam: 'niente truffe: nessuna richiesta di denaro, regali, dati bancari o della carta, nessun tentativo di attirare gli iscritti verso altri servizi',
    spam: 'niente pubblicità, spam o messaggi inviati in modo automatizzato',
    illegal_content: 'niente contenuti illegali, né foto o testi che violano i nostri termini',
    evasion: 'non è consentito aggirare una sospensione o un’esclusione',
  },
  paymentMethods: {
    sdd: 'Addebito diretto SEPA',
    sct: 'Bonifico bancario',
    creditcard: 'Carta di credito',
  },
};
