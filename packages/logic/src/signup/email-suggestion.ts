import mailSpellChecker from '@zootools/email-spell-checker';

// Its own module: the spell checker's domain lists load with the signup form only.
/**
 * Mail domains of the product's countries, for the "did you mean" suggestion: the big
 * international ones plus the usual providers in each country.
 */
export const COMMON_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'btinternet.com',
  'sky.com',
  'eircom.net',
  'hotmail.nl',
  'outlook.nl',
  'live.nl',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'xs4all.nl',
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'hotmail.be',
  'gmx.de',
  'web.de',
  't-online.de',
  'freenet.de',
  'hotmail.de',
  'outlook.de',
  'yahoo.de',
  'gmx.at',
  'aon.at',
  'gmx.ch',
  'bluewin.ch',
  'orange.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'wanadoo.fr',
  'hotmail.fr',
  'yahoo.fr',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
  'hotmail.it',
  'yahoo.it',
  'telefonica.net',
  'hotmail.es',
  'yahoo.es',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'op.pl',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'shaw.ca',
  'rogers.com',
  'sympatico.ca',
  'bigpond.com',
  'optusnet.com.au',
  'xtra.co.nz',
];

const COMMON_TOP_LEVEL_DOMAINS = [
  'com',
  'net',
  'org',
  'nl',
  'be',
  'de',
  'at',
  'ch',
  'fr',
  'it',
  'es',
  'pl',
  'co.uk',
  'uk',
  'ie',
  'ca',
  'com.au',
  'co.nz',
  'eu',
  'info',
];

/**
 * A likely intended address for a mistyped mail domain ("anna@gmial.com" -> "anna@gmail.com"),
 * or null when the address looks right or is too broken to guess.
 */
export function emailSuggestion(email: string): string | null {
  const trimmed = email.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) return null;
  const suggestion = mailSpellChecker.run({
    email: trimmed,
    domains: COMMON_MAIL_DOMAINS,
    topLevelDomains: COMMON_TOP_LEVEL_DOMAINS,
  });
  if (!suggestion || suggestion.full.toLowerCase() === trimmed.toLowerCase()) return null;
  return suggestion.full;
}
