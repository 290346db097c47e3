import { brandSchema } from '@dating/contract';
import { LANGUAGE_CODES, type Language } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { AMORA } from '../test-support/fixture-sites.js';
import { type MailTemplate, type MailTemplates, renderMail } from './outbox.js';

const brand = brandSchema.parse(AMORA);
const values: MailTemplates = {
  confirmEmail: { link: 'http://amora.localhost/activate/done?token=abc', days: 7 },
  resetPassword: { link: 'http://amora.localhost/reset-password/do?token=abc', hours: 2 },
  emailChange: {
    link: 'http://amora.localhost/mail-change/do?token=abc',
    newEmail: 'new@example.org',
    hours: 24,
  },
  emailChangeNotice: { newEmail: 'new@example.org', supportEmail: 'help@amora.example' },
  reactivate: {
    link: 'http://amora.localhost/reactivate?token=abc',
    days: 14,
    until: new Date(Date.UTC(2026, 6, 1)),
  },
  receipt: {
    paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA',
    credits: 120,
    amount: 1499,
    currency: 'EUR',
    method: 'sdd',
    paidAt: new Date(Date.UTC(2026, 10, 23, 18, 5)),
    seller: {
      name: 'Amora Media B.V.',
      address: ['Herengracht 101', '1015 BE Amsterdam', 'NL'],
      vat: ['NL864512345B01'],
    },
  },
  unreadMessages: { link: 'http://amora.localhost/chats/12', from: 'Tom', count: 3 },
  newLikes: { link: 'http://amora.localhost/likes', from: 'Tom', count: 2 },
  noticeReceived: {
    reference: 'N-3F9A1C7B2D',
    receivedAt: new Date(Date.UTC(2026, 10, 27, 9, 30)),
  },
  statementOfReasons: {
    link: 'http://amora.localhost/statements/abc',
    kind: 'suspension',
    ground: 'scam',
    facts: 'Asked two members for money for a train ticket.',
    endsAt: new Date(Date.UTC(2026, 11, 5, 10)),
    appealUntil: new Date(Date.UTC(2027, 4, 28)),
  },
  noticeDecided: {
    reference: 'N-3F9A1C7B2D',
    acted: false,
    answer: 'The profile shows the member’s own photos; we found no breach.',
  },
  reportOutcome: { reported: 'Tom', acted: true },
  appealDecided: { outcome: 'reversed', answer: 'The photos were your own; we were wrong.' },
  refundIssued: {
    reference: 'R-5C0FFEE123',
    paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA',
    amount: 1499,
    currency: 'EUR',
    purchasedAt: new Date(Date.UTC(2026, 10, 20, 8, 15)),
    taken: 120,
  },
  withdrawalReceived: {
    reference: 'W-5C0FFEE123',
    requestedAt: new Date(Date.UTC(2026, 10, 27, 21, 4)),
    outcome: 'refund',
    paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAAAA',
    credits: 120,
    amount: 1499,
    currency: 'EUR',
    purchasedAt: new Date(Date.UTC(2026, 10, 20, 8, 15)),
  },
};
const templates = Object.keys(values) as MailTemplate[];

function render(template: MailTemplate, language: Language, name = 'Eva') {
  return renderMail({
    brand,
    member: { id: 1, email: 'eva@example.org', language, name },
    template,
    values: values[template],
  });
}

describe('mails', () => {
  it.each(templates)(
    '%s is written in each of the seven languages, with the brand and link',
    (template) => {
      const subjects = new Set<string>();
      for (const language of LANGUAGE_CODES) {
        const mail = render(template, language);
        subjects.add(mail.subject);
        expect(mail.subject, language).toContain('Amora');
        expect(mail.text, language).toContain('Eva');
        expect(mail.text, language).toContain('amora.example');
        expect(mail.html, language).toContain(`<html lang="${language}">`);
        if ('link' in values[template]) {
          expect(mail.links, language).toEqual([values[template].link]);
          expect(mail.text, language).toContain(values[template].link);
        }
      }
      expect(subjects.size).toBe(LANGUAGE_CODES.length);
    },
  );

  it('writes the receipt with the amount, method and date of the member language, and the seller', () => {
    const dutch = render('receipt', 'nl').text;
    expect(dutch).toContain('€\u00a014,99 met SEPA-incasso');
    expect(dutch).toContain('23 november 2026');
    expect(dutch).toContain('120 credits');
    expect(dutch).toContain('Amora Media B.V.\nHerengracht 101\n1015 BE Amsterdam\nNL');
    expect(dutch).toContain('Btw-nummer: NL864512345B01');
    expect(render('receipt', 'de').text).toContain('14,99\u00a0€ mit SEPA-Lastschrift');
    expect(render('receipt', 'pl').text).toContain('Pakiet: 120 kredytów');
  });

  it('counts the unread messages in the words of each language, never quoting them', () => {
    const reminder = (language: Language, count: number) =>
      renderMail({
        brand,
        member: { id: 1, email: 'eva@example.org', language, name: 'Eva' },
        template: 'unreadMessages',
        values: { link: 'http://amora.localhost/chats/12', from: 'Tom', count },
      }).text;
    expect(reminder('en', 1)).toContain('You have 1 unread message from Tom.');
    expect(reminder('en', 3)).toContain('You have 3 unread messages from Tom.');
    expect(reminder('de', 2)).toContain('du hast 2 ungelesene Nachrichten von Tom.');
    expect(reminder('pl', 1)).toContain('masz 1 nieprzeczytaną wiadomość od: Tom.');
    expect(reminder('pl', 3)).toContain('masz 3 nieprzeczytane wiadomości od: Tom.');
    expect(reminder('pl', 5)).toContain('masz 5 nieprzeczytanych wiadomości od: Tom.');
  });

  it('writes the reactivation deadline as a date of the member language', () => {
    expect(render('reactivate', 'en').text).toContain('July 1, 2026');
    expect(render('reactivate', 'de').text).toContain('1. Juli 2026');
    expect(render('reactivate', 'nl').text).toContain('1 juli 2026');
  });

  it('confirms a withdrawal with its time, the purchase, and the refund or why there is none', () => {
    const declined = (language: Language) =>
      renderMail({
        brand,
        member: { id: 1, email: 'eva@example.org', language, name: 'Eva' },
        template: 'withdrawalReceived',
        values: { ...values.withdrawalReceived, outcome: 'declined' },
      }).text;
    for (const language of LANGUAGE_CODES) {
      const refund = render('withdrawalReceived', language).text;
      expect(refund, language).toContain('W-5C0FFEE123');
      expect(refund, language).toContain('pay_AAAAAAAAAAAAAAAAAAAAAAAA');
      // The time it reached us, with its time zone (EU Directive 2023/2673: date and time).
      expect(refund, language).toMatch(/21:04|9:04/);
      expect(refund, language).toContain('UTC');
      expect(refund, language).toContain('14');
      expect(declined(language), language).toContain('help@amora.example');
      expect(declined(language), language).not.toEqual(refund);
    }
    expect(render('withdrawalReceived', 'en').text).toContain('Bought on: November 20, 2026');
    expect(render('withdrawalReceived', 'en').text).toContain('refund the €14.99');
    expect(render('withdrawalReceived', 'de').text).toContain('27. November 2026');
    expect(declined('en')).toContain('We cannot refund this purchase.');
  });

  it('acknowledges a notice with its reference and time, and says why the address gets it', () => {
    for (const language of LANGUAGE_CODES) {
      const mail = render('noticeReceived', language);
      expect(mail.subject, language).toContain('N-3F9A1C7B2D');
      expect(mail.text, language).toContain('2026');
      // Its sender may have no account: the usual footer (an account uses this address) is not it.
      expect(mail.text, language).not.toContain(
        render('confirmEmail', language).text.split('--\n')[1],
      );
    }
    expect(render('noticeReceived', 'en').text).toContain('November 27, 2026');
    expect(render('noticeReceived', 'de').text).toContain('27. November 2026');
  });

  it('escapes what members typed in the HTML version', () => {
    const mail = render('confirmEmail', 'en', '<img src=x onerror=alert(1)>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('falls back to English for a language the interface does not know', () => {
    expect(render('resetPassword', 'xx' as Language).subject).toBe(
      render('resetPassword', 'en').subject,
    );
  });
});
