import type { Language } from '@dating/contract/enums';

/** A line of a demo conversation: written by the demo login (`me`) or by the other member. */
export interface DemoLine {
  me: boolean;
  text: string;
}

/** The demo conversations of a login, in one language: a long one, a short one, an opener. */
export interface DemoChat {
  /** With a fictional profile over three days; its last two lines are unread. */
  long: readonly DemoLine[];
  /** With a real member; read, the login wrote last. */
  short: readonly DemoLine[];
  /** A fictional profile's first message, unread. */
  opener: string;
}

const them = (text: string): DemoLine => ({ me: false, text });
const me = (text: string): DemoLine => ({ me: true, text });

/** The demo conversations in every interface language. */
export const DEMO_CHATS: Record<Language, DemoChat> = {
  en: {
    long: [
      them('Hi! Your profile made me smile. Do you really cook a mean curry?'),
      me('Ha, I do! Green curry is my speciality.'),
      them('Then you owe me a taste test 😄 What do you do at weekends?'),
      me('Long walks, a market, and a good film in the evening. You?'),
      them('Pretty much the same, plus a run on Sunday mornings.'),
      them('Shall we get a coffee this week?'),
    ],
    short: [
      them('Hello! I saw you like travelling too. Where was your last trip?'),
      me('Lisbon in spring. The light there is amazing.'),
      them('It is on my list! Any tips?'),
      me('The trams, pastéis de nata and sunset at a miradouro.'),
    ],
    opener: 'Hey, we have a lot of interests in common. How is your week going?',
  },
  de: {
    long: [
      them('Hi! Dein Profil hat mich zum Lächeln gebracht. Kochst du wirklich so gut?'),
      me('Haha, ja! Grünes Curry ist meine Spezialität.'),
      them('Dann schuldest du mir eine Kostprobe 😄 Was machst du am Wochenende?'),
      me('Lange Spaziergänge, ein Markt und abends ein guter Film. Und du?'),
      them('Ziemlich dasselbe, dazu sonntags morgens eine Runde Joggen.'),
      them('Wollen wir diese Woche einen Kaffee trinken gehen?'),
    ],
    short: [
      them('Hallo! Ich habe gesehen, dass du auch gerne reist. Wo warst du zuletzt?'),
      me('Im Frühling in Lissabon. Das Licht dort ist unglaublich.'),
      them('Das steht auf meiner Liste! Hast du Tipps?'),
      me('Die Straßenbahnen, Pastéis de Nata und der Sonnenuntergang an einem Miradouro.'),
    ],
    opener: 'Hey, wir haben viele gemeinsame Interessen. Wie läuft deine Woche?',
  },
  es: {
    long: [
      them('¡Hola! Tu perfil me ha hecho sonreír. ¿De verdad cocinas tan bien?'),
      me('¡Ja, sí! El curry verde es mi especialidad.'),
      them('Entonces me debes una cata 😄 ¿Qué haces los fines de semana?'),
      me('Paseos largos, un mercado y una buena película por la noche. ¿Y tú?'),
      them('Más o menos lo mismo, y salgo a correr el domingo por la mañana.'),
      them('¿Tomamos un café esta semana?'),
    ],
    short: [
      them('¡Hola! He visto que a ti también te gusta viajar. ¿Dónde fue tu último viaje?'),
      me('A Lisboa en primavera. La luz allí es increíble.'),
      them('¡La tengo en mi lista! ¿Algún consejo?'),
      me('Los tranvías, los pastéis de nata y el atardecer desde un miradouro.'),
    ],
    opener: 'Hola, tenemos muchos intereses en común. ¿Qué tal tu semana?',
  },
  fr: {
    long: [
      them('Salut ! Ton profil m’a fait sourire. Tu cuisines vraiment si bien ?'),
      me('Haha, oui ! Le curry vert, c’est ma spécialité.'),
      them('Alors tu me dois une dégustation 😄 Tu fais quoi le week-end ?'),
      me('De longues balades, un marché et un bon film le soir. Et toi ?'),
      them('À peu près pareil, plus un footing le dimanche matin.'),
      them('On prend un café cette semaine ?'),
    ],
    short: [
      them('Bonjour ! J’ai vu que tu aimes voyager aussi. C’était où, ton dernier voyage ?'),
      me('Lisbonne au printemps. La lumière là-bas est incroyable.'),
      them('C’est sur ma liste ! Des conseils ?'),
      me('Les trams, les pastéis de nata et le coucher de soleil depuis un miradouro.'),
    ],
    opener: 'Salut, on a plein de centres d’intérêt en commun. Ta semaine se passe bien ?',
  },
  it: {
    long: [
      them('Ciao! Il tuo profilo mi ha fatto sorridere. Cucini davvero così bene?'),
      me('Ahah, sì! Il curry verde è la mia specialità.'),
      them('Allora mi devi un assaggio 😄 Cosa fai nel weekend?'),
      me('Lunghe passeggiate, un mercato e un bel film la sera. E tu?'),
      them('Più o meno lo stesso, più una corsa la domenica mattina.'),
      them('Prendiamo un caffè questa settimana?'),
    ],
    short: [
      them('Ciao! Ho visto che anche a te piace viaggiare. Dov’è stato il tuo ultimo viaggio?'),
      me('A Lisbona in primavera. La luce lì è incredibile.'),
      them('È nella mia lista! Qualche consiglio?'),
      me('I tram, i pastéis de nata e il tramonto da un miradouro.'),
    ],
    opener: 'Ciao, abbiamo tanti interessi in comune. Come va la tua settimana?',
  },
  nl: {
    long: [
      them('Hoi! Je profiel maakte me aan het lachen. Kook je echt zo lekker?'),
      me('Haha, ja! Groene curry is mijn specialiteit.'),
      them('Dan ben je me een proeverij schuldig 😄 Wat doe je in het weekend?'),
      me('Lange wandelingen, een markt en ’s avonds een goede film. En jij?'),
      them('Ongeveer hetzelfde, plus een rondje hardlopen op zondagochtend.'),
      them('Zullen we deze week koffie drinken?'),
    ],
    short: [
      them('Hallo! Ik zag dat jij ook graag reist. Waar was je laatste reis?'),
      me('Lissabon in het voorjaar. Het licht daar is geweldig.'),
      them('Dat staat op mijn lijstje! Heb je tips?'),
      me('De trams, pastéis de nata en de zonsondergang bij een miradouro.'),
    ],
    opener: 'Hé, we hebben veel dezelfde interesses. Hoe gaat je week?',
  },
  pl: {
    long: [
      them('Cześć! Twój profil wywołał u mnie uśmiech. Naprawdę tak dobrze gotujesz?'),
      me('Haha, tak! Zielone curry to moja specjalność.'),
      them('W takim razie czekam na degustację 😄 Co robisz w weekendy?'),
      me('Długie spacery, targ i wieczorem dobry film. A Ty?'),
      them('Prawie to samo, do tego bieganie w niedzielny poranek.'),
      them('Może wyskoczymy na kawę w tym tygodniu?'),
    ],
    short: [
      them('Cześć! Widzę, że też lubisz podróżować. Gdzie była Twoja ostatnia podróż?'),
      me('Lizbona wiosną. Światło jest tam niesamowite.'),
      them('Mam ją na liście! Masz jakieś wskazówki?'),
      me('Tramwaje, pastéis de nata i zachód słońca z miradouro.'),
    ],
    opener: 'Hej, mamy sporo wspólnych zainteresowań. Jak mija Ci tydzień?',
  },
};
