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
  paymentMethods: {
    sdd: 'Addebito diretto SEPA',
    sct: 'Bonifico bancario',
    creditcard: 'Carta di credito',
  },
};
