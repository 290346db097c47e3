import type { Language } from '@dating/contract/enums';

/** First and last names common in each language's countries, space separated. */
const NAMES: Record<Language, { female: string; male: string; last: string }> = {
  en: {
    female:
      'Emma Olivia Sophie Grace Emily Chloe Jessica Sarah Hannah Lucy Megan Amy Rachel Laura Kate Charlotte Ava Mia Ella Zoe Holly Rebecca Natalie Claire Erin Aoife Siobhan Isla',
    male: 'James Oliver Jack Harry Thomas William Daniel Matthew Ryan Liam Noah Ethan Samuel Joshua Luke Adam Ben Connor Sean Patrick Michael David Chris Andrew Callum Jacob Lachlan Nathan',
    last: "Smith Johnson Williams Brown Jones Taylor Wilson Davies Evans Walker Murphy Kelly O'Brien Byrne Campbell Stewart Robinson Clark Lewis Wright Hughes Edwards Martin Thompson White Harris Anderson MacDonald Walsh Roberts",
  },
  de: {
    female:
      'Anna Lena Laura Julia Sarah Lisa Katharina Hannah Lea Sophie Marie Johanna Clara Nina Sabine Petra Claudia Andrea Stefanie Melanie Theresa Verena Jana Franziska Miriam Carina',
    male: 'Lukas Maximilian Jonas Felix Leon Paul Tobias Florian Sebastian Michael Stefan Thomas Andreas Christian Markus Daniel Jan Tim Matthias Simon Patrick Alexander Dominik Philipp Benedikt Reto',
    last: 'Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Bauer Klein Wolf Schröder Neumann Huber Gruber Steiner Moser Brunner Keller Meier Frei Zimmermann Hofer Lehmann',
  },
  es: {
    female:
      'Lucía María Paula Laura Marta Sara Carmen Elena Ana Isabel Cristina Alba Claudia Andrea Sofía Raquel Noelia Patricia Irene Nuria Valeria Camila Gabriela Daniela Rocío Pilar',
    male: 'Alejandro Daniel Pablo David Javier Sergio Carlos Adrián Álvaro Diego Jorge Manuel Miguel Rubén Iván Raúl Antonio Francisco Luis Hugo Marco Mateo Santiago Andrés Jesús Óscar',
    last: 'García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz Moreno Álvarez Romero Navarro Torres Domínguez Vázquez Ramos Gil Serrano Molina Ortega',
  },
  fr: {
    female:
      'Camille Léa Manon Chloé Emma Inès Sarah Julie Laura Marine Pauline Céline Élodie Aurélie Mathilde Clémence Juliette Margaux Anaïs Lucie Amandine Sophie Charlotte Émilie Noémie Justine',
    male: 'Lucas Hugo Thomas Nicolas Julien Maxime Antoine Alexandre Louis Mathieu Romain Guillaume Quentin Pierre Baptiste Arthur Théo Clément Vincent Sébastien Olivier Florian Benoît Jérôme Cédric Adrien',
    last: 'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Mercier Dupont Lambert Bonnet Peeters',
  },
  it: {
    female:
      'Giulia Chiara Francesca Sara Martina Valentina Alessia Federica Elisa Silvia Laura Elena Giorgia Alice Anna Beatrice Camilla Serena Roberta Paola Ilaria Veronica Marta Claudia Sofia Aurora',
    male: 'Marco Luca Alessandro Andrea Matteo Francesco Lorenzo Davide Simone Federico Riccardo Giuseppe Stefano Giovanni Paolo Antonio Roberto Fabio Daniele Emanuele Gabriele Nicola Tommaso Pietro Michele Enrico',
    last: 'Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Longo Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso',
  },
  nl: {
    female:
      'Anna Emma Sanne Lotte Lisa Fleur Eva Julia Sophie Iris Anouk Femke Marieke Esther Naomi Laura Inge Linda Sara Noor Eline Lieke Charlotte Hanne Elke Ine Marloes Nina',
    male: 'Daan Sem Lucas Thijs Bram Jesse Ruben Lars Tim Stijn Niels Jeroen Bas Sander Maarten Pieter Wouter Joris Koen Jasper Thomas Arne Wout Jens Kobe Pieterjan Rik Tom',
    last: 'de_Jong Jansen de_Vries van_den_Berg van_Dijk Bakker Janssen Visser Smit Meijer de_Boer Mulder de_Groot Bos Vos Peters Hendriks Dekker Peeters Maes Jacobs Mertens Willems Claes Goossens Wouters',
  },
  pl: {
    female:
      'Anna Katarzyna Magdalena Agnieszka Aleksandra Joanna Monika Natalia Karolina Marta Paulina Ewa Justyna Zuzanna Julia Weronika Małgorzata Barbara Dominika Kinga Martyna Sylwia Izabela Patrycja Beata Emilia',
    male: 'Piotr Krzysztof Tomasz Paweł Michał Marcin Jakub Kamil Łukasz Mateusz Adam Bartosz Grzegorz Dawid Wojciech Maciej Rafał Szymon Kacper Filip Marek Jan Andrzej Damian Sebastian Przemysław',
    last: 'Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski Nowakowski Pawłowski Michalski Wróbel Zając Król Wieczorek Jabłoński',
  },
};

/** Polish surnames ending in -ski/-cki/-dzki take -ska/-cka/-dzka for women. */
function feminine(language: Language, lastName: string): string {
  if (language !== 'pl') return lastName;
  return lastName.replace(/(sk|ck|dzk)i$/, '$1a');
}

/** The lists of one language as arrays; `_` joins the parts of a surname such as `van_Dijk`. */
export function namesOf(language: Language) {
  const names = NAMES[language];
  const split = (list: string) => list.split(' ').map((name) => name.replace(/_/g, ' '));
  return {
    female: split(names.female),
    male: split(names.male),
    last: split(names.last),
    feminine: (lastName: string) => feminine(language, lastName),
  };
}
