import { describe, expect, it } from 'vitest';
import { profileTextFlags } from './profile-text.js';

describe('the review of profile texts', () => {
  it('lets ordinary texts through, in every language', () => {
    for (const text of [
      'Anna',
      'Jean-Luc',
      'I love hiking, good food and long talks. Looking for something real.',
      'Ich wandere gern und koche für Freunde.',
      'Me encanta viajar y la música en directo.',
      "J'aime le cinéma, les balades et les bons restaurants.",
      'Amo il mare e la cucina di mia nonna.',
      'Ik fiets elke dag naar mijn werk.',
      'Lubię góry, książki i dobrą kawę.',
      'Born in 1990, 2 cats, 1 dog.',
      'Instantly happy with a cup of tea.',
      'Prêteuse de livres, fan de snapshots.',
    ]) {
      expect(profileTextFlags(text), text).toEqual([]);
    }
    expect(profileTextFlags(null)).toEqual([]);
  });

  it('finds contact details: addresses, phone numbers, messengers and handles', () => {
    for (const text of [
      'Write me: anna.b@example.org',
      'Call +31 6 1234 5678',
      'Bel 06-12345678',
      'Zadzwoń: 600 123 456',
      'Add me on WhatsApp',
      'my snap is annab',
      'Insta @anna_travels',
      'Telegram only',
    ]) {
      expect(profileTextFlags(text), text).toContain('contact');
    }
  });

  it('finds links, also without a scheme', () => {
    for (const text of [
      'see https://example.org/me',
      'www.my-page.nl',
      'my site: annab.com',
      'wa.me/31612345678',
    ]) {
      expect(profileTextFlags(text), text).toContain('link');
    }
  });

  it('finds money: amounts, payment services and the words for money in seven languages', () => {
    for (const text of [
      'I need 200€ for the ticket',
      'Send $50 and we meet',
      'PayPal me',
      'only Western Union',
      'gift cards welcome',
      'Ich brauche Geld für die Reise',
      'Bitte überweise mir 50',
      'Überweisung an mich',
      'necesito dinero',
      "j'ai besoin d'argent",
      'mi servono soldi',
      'potrzebuję pieniędzy',
      'maak het over via Tikkie',
      'looking for a sugar daddy',
    ]) {
      expect(profileTextFlags(text), text).toContain('money');
    }
  });

  it('sees through look-alike letters and names every flag a text raises, in order', () => {
    expect(profileTextFlags('ＷｈａｔｓＡｐｐ')).toEqual(['contact']);
    expect(profileTextFlags('PayPal: anna@example.org or annab.com')).toEqual([
      'contact',
      'link',
      'money',
    ]);
  });
});
