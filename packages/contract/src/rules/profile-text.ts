import type { ProfileTextFlag } from '../enums/moderation.js';

/** Any of the words, as whole words (letters of any script around them end a word, not only ASCII). */
const words = (...alternatives: string[]) =>
  new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.join('|')})(?![\\p{L}\\d])`, 'u');

/**
 * The patterns that send a profile text (a name, the about-me text) to the moderators' review,
 * by flag. They look for what scammers and advertisers put in dating profiles, in the product's
 * seven languages; a match only queues the text for a person to judge (nothing is decided by
 * them), so they lean towards catching too much:
 *
 * - `contact`: an e-mail address; a phone number (8 or more digits, spaces, dots, dashes,
 *   slashes or brackets between them, a leading `+` or `00`); a messenger or social network
 *   named (WhatsApp, Telegram, Signal app, Snapchat, Instagram, Kik, Skype, Viber, WeChat,
 *   Facebook, TikTok, OnlyFans, Discord) or an `@handle`.
 * - `link`: `http://`, `https://`, `www.`, `wa.me/`, `t.me/`, or a word ending in a common
 *   top-level domain (`.com`, `.net`, `.org`, the product's countries' and others).
 * - `money`: an amount with a currency sign or code; a payment service or means (PayPal,
 *   Western Union, MoneyGram, IBAN, Bitcoin, crypto, gift cards, Cash App, Venmo, Zelle,
 *   Revolut, Bizum, BLIK, Tikkie, Lydia, PostePay); a word for money, a transfer or a loan
 *   in the seven languages; "sugar daddy" and "sugar baby".
 *
 * The text is compared in lower case after NFKC normalisation, so that look-alike letters
 * (full-width, ligatures) do not slip past.
 */
const PATTERNS: Record<ProfileTextFlag, readonly RegExp[]> = {
  contact: [
    /[^\s@]+@[^\s@]+\.\p{L}{2,}/u,
    /(?:\+|\b00)?\d(?:[\s.\-/()]*\d){7,}/u,
    words(
      'whats\\s?app',
      'telegram',
      'signal\\s?app',
      'snap\\s?chat',
      'snap',
      'insta(?:gram)?',
      'kik',
      'skype',
      'viber',
      'wechat',
      'facebook',
      'fb',
      'tik\\s?tok',
      'only\\s?fans',
      'discord',
    ),
    /(?:^|\s)@[\p{L}\d_.]{3,}/u,
  ],
  link: [
    /\bhttps?:\/\//u,
    /\bwww\./u,
    /\b(?:wa\.me|t\.me)\//u,
    /\b[\p{L}\d-]+\.(?:com|net|org|info|biz|io|me|ly|co|app|xyz|site|online|ru|uk|eu|de|nl|be|fr|es|it|pl|at|ch)\b/u,
  ],
  money: [
    /[€$£]\s?\d|\d\s?(?:€|\$|£|zł|eur(?:o|os)?\b|usd\b|gbp\b|chf\b|pln\b)/u,
    words(
      'pay\\s?pal',
      'western\\s?union',
      'money\\s?gram',
      'iban',
      'bitcoin',
      'btc',
      'crypto\\p{L}*',
      'gift\\s?cards?',
      'cash\\s?app',
      'venmo',
      'zelle',
      'revolut',
      'bizum',
      'blik',
      'tikkie',
      'lydia',
      'poste\\s?pay',
    ),
    words(
      'money',
      'geld',
      'dinero',
      'argent',
      'soldi',
      'denaro',
      'pieni[ąę]\\p{L}*',
      'überweis\\p{L}*',
      'transferencia',
      'virement',
      'bonifico',
      'przelew\\p{L}*',
      'overmaken',
      'loan',
      'darlehen',
      'préstamo',
      'prêt',
      'prestito',
      'lening',
      'pożycz\\p{L}*',
      'sugar\\s?(?:daddy|baby|mommy)',
    ),
  ],
};

/** The flags a profile text raises (none for a text a moderator need not see), in their order. */
export function profileTextFlags(text: string | null | undefined): ProfileTextFlag[] {
  if (!text) return [];
  const normalised = text.normalize('NFKC').toLowerCase();
  return (Object.keys(PATTERNS) as ProfileTextFlag[]).filter((flag) =>
    PATTERNS[flag].some((pattern) => pattern.test(normalised)),
  );
}
