import type { Language } from '@dating/contract/enums';
import type { Random } from './random.js';

/** Short sentences members write about themselves, `|` separated, in each language. */
const SENTENCES: Record<Language, string> = {
  en: "Love long walks and good coffee.|Looking for someone who makes me laugh.|Weekend hiker, weekday foodie.|Honest, curious and a bit of a night owl.|I cook a mean curry and I'm happy to prove it.|Music festivals every summer, sofa and series every winter.|New in town and keen to meet people.|Dog person, but cats are welcome too.|Let's grab a drink and see where it goes.|Family and friends mean everything to me.",
  de: 'Ich liebe lange Spaziergänge und guten Kaffee.|Suche jemanden, der mich zum Lachen bringt.|Am Wochenende in den Bergen, unter der Woche in der Küche.|Ehrlich, neugierig und eher eine Nachteule.|Neu in der Stadt und offen für neue Leute.|Im Sommer Festivals, im Winter Sofa und Serien.|Hundemensch, aber Katzen sind auch willkommen.|Lass uns auf einen Drink gehen und schauen, was passiert.|Familie und Freunde sind mir sehr wichtig.',
  es: 'Me encantan los paseos largos y un buen café.|Busco a alguien que me haga reír.|Senderista el fin de semana, cocinero entre semana.|Sincera, curiosa y un poco noctámbula.|Nuevo en la ciudad y con ganas de conocer gente.|Festivales en verano, sofá y series en invierno.|Me encantan los perros, pero los gatos también.|Tomemos algo y veamos qué pasa.|La familia y los amigos lo son todo para mí.',
  fr: "J'adore les longues balades et un bon café.|Je cherche quelqu'un qui me fasse rire.|Randonneur le week-end, gourmand en semaine.|Honnête, curieuse et un peu couche-tard.|Nouveau en ville et prêt à faire des rencontres.|Festivals l'été, canapé et séries l'hiver.|Plutôt chiens, mais les chats sont bienvenus.|Prenons un verre et on verra bien.|Ma famille et mes amis comptent énormément pour moi.",
  it: 'Adoro le lunghe passeggiate e un buon caffè.|Cerco qualcuno che mi faccia ridere.|Escursionista nel weekend, buongustaio in settimana.|Sincera, curiosa e un po’ nottambula.|Nuovo in città e voglioso di conoscere gente.|Festival d’estate, divano e serie d’inverno.|Amo i cani, ma anche i gatti sono benvenuti.|Beviamo qualcosa insieme e vediamo come va.|Famiglia e amici per me sono tutto.',
  nl: 'Ik hou van lange wandelingen en goede koffie.|Op zoek naar iemand die me aan het lachen maakt.|In het weekend de natuur in, doordeweeks lekker koken.|Eerlijk, nieuwsgierig en een beetje een nachtuil.|Nieuw in de stad en zin om mensen te leren kennen.|Festivals in de zomer, bank en series in de winter.|Hondenmens, maar katten zijn ook welkom.|Zullen we iets gaan drinken en kijken waar het heen gaat?|Familie en vrienden betekenen alles voor me.',
  pl: 'Uwielbiam długie spacery i dobrą kawę.|Szukam kogoś, kto mnie rozśmieszy.|W weekendy w górach, w tygodniu w kuchni.|Szczera, ciekawa świata i trochę nocny marek.|Nowy w mieście i chętnie poznam ludzi.|Latem festiwale, zimą kanapa i seriale.|Kocham psy, ale koty też są mile widziane.|Chodźmy na drinka i zobaczmy, co z tego wyjdzie.|Rodzina i przyjaciele są dla mnie najważniejsi.',
};

/** Two or three sentences in the member's language, or null for a member who wrote nothing. */
export function demoNotes(language: Language, random: Random): string | null {
  if (random.chance(0.12)) return null;
  return random.sample(SENTENCES[language].split('|'), random.integer(2, 3)).join(' ');
}
