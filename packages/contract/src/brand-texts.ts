import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from './enums.js';

const languageCode = z.enum(LANGUAGE_CODES);

/**
 * A brand text: one string for every language, or a map of language to string
 * (`{ "de": "fiktives Profil", "en": "fictional profile" }`).
 */
export const localizedTextSchema = z.union([
  z.string(),
  z
    .partialRecord(languageCode, z.string().min(1))
    .refine((texts) => Object.keys(texts).length > 0, 'must give a text for at least one language'),
]);

/** The same text in every interface language (defaults of the brand file's fictional labels). */
export const DEFAULT_FICTIONAL_TEXTS = {
  fictional_warning: {
    en: 'Some profiles on this site are fictional and are run by our team.',
    de: 'Einige Profile auf dieser Seite sind fiktiv und werden von unserem Team betreut.',
    es: 'Algunos perfiles de este sitio son ficticios y los gestiona nuestro equipo.',
    fr: 'Certains profils de ce site sont fictifs et gérés par notre équipe.',
    it: 'Alcuni profili di questo sito sono fittizi e sono gestiti dal nostro team.',
    nl: 'Sommige profielen op deze site zijn fictief en worden door ons team beheerd.',
    pl: 'Niektóre profile w tym serwisie są fikcyjne i prowadzi je nasz zespół.',
  },
  fictional_singular: {
    en: 'fictional profile',
    de: 'fiktives Profil',
    es: 'perfil ficticio',
    fr: 'profil fictif',
    it: 'profilo fittizio',
    nl: 'fictief profiel',
    pl: 'profil fikcyjny',
  },
  fictional_plural: {
    en: 'fictional profiles',
    de: 'fiktive Profile',
    es: 'perfiles ficticios',
    fr: 'profils fictifs',
    it: 'profili fittizi',
    nl: 'fictieve profielen',
    pl: 'profile fikcyjne',
  },
} satisfies Record<string, Record<Language, string>>;
