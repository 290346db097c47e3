import type { Language } from '@dating/contract/enums';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import type { MailTexts } from './mail-texts.js';
import { nl } from './nl.js';
import { pl } from './pl.js';

export type { MailContent, MailTexts, MailValues } from './mail-texts.js';

/** The mails in every interface language; a member gets them in the language of the account. */
export const MAIL_TEXTS: Record<Language, MailTexts> = { en, de, es, fr, it, nl, pl };
