import type { Country, Language } from '@dating/contract/enums';

/**
 * Cities of each country by region code (the suffix of the regions dataset's ISO 3166-2 code):
 * `REGION City,City;REGION City`.
 */
const CITIES: Record<Country, string> = {
  US: 'CA Los Angeles,San Diego,San Francisco,Sacramento;NY New York,Buffalo,Rochester;TX Houston,Austin,Dallas,San Antonio;FL Miami,Orlando,Tampa;IL Chicago,Springfield;WA Seattle,Spokane;MA Boston,Worcester;CO Denver,Boulder;GA Atlanta,Savannah;AZ Phoenix,Tucson;OR Portland,Eugene;PA Philadelphia,Pittsburgh',
  NL: 'NH Amsterdam,Haarlem,Zaandam,Alkmaar;ZH Rotterdam,Den Haag,Leiden,Delft;UT Utrecht,Amersfoort;NB Eindhoven,Tilburg,Breda;GE Arnhem,Nijmegen,Apeldoorn;GR Groningen;OV Zwolle,Enschede;LI Maastricht,Venlo;FR Leeuwarden;FL Almere',
  BE: 'VAN Antwerpen,Mechelen;VOV Gent,Aalst;VWV Brugge,Kortrijk,Oostende;VBR Leuven;VLI Hasselt;BRU Brussel;WLG Liège,Verviers;WHT Charleroi,Mons;WNA Namur;WBR Wavre',
  FR: 'IDF Paris,Versailles,Boulogne-Billancourt;ARA Lyon,Grenoble,Saint-Étienne;PAC Marseille,Nice,Toulon;OCC Toulouse,Montpellier;NAQ Bordeaux,Limoges;HDF Lille,Amiens;GES Strasbourg,Reims,Metz;PDL Nantes,Angers;BRE Rennes,Brest;NOR Rouen,Caen',
  IT: '25 Milano,Bergamo,Brescia;62 Roma,Latina;72 Napoli,Salerno;21 Torino;52 Firenze,Pisa;45 Bologna,Parma,Modena;34 Venezia,Verona,Padova;82 Palermo,Catania;75 Bari,Lecce;42 Genova',
  ES: 'MD Madrid,Alcalá de Henares;CT Barcelona,Girona,Tarragona;AN Sevilla,Málaga,Granada,Córdoba;VC Valencia,Alicante;PV Bilbao,San Sebastián;GA Vigo,A Coruña;AR Zaragoza;IB Palma;CN Las Palmas,Santa Cruz de Tenerife;MC Murcia',
  DE: 'BE Berlin;BY München,Nürnberg,Augsburg;HH Hamburg;NW Köln,Düsseldorf,Dortmund,Essen;HE Frankfurt am Main,Wiesbaden;BW Stuttgart,Freiburg,Heidelberg;SN Leipzig,Dresden;NI Hannover,Braunschweig;HB Bremen;SH Kiel,Lübeck',
  AT: '9 Wien;6 Graz;4 Linz,Wels;5 Salzburg;7 Innsbruck;2 Klagenfurt,Villach;3 St. Pölten;8 Bregenz,Dornbirn',
  IE: 'L Dublin,Kilkenny,Wexford;M Cork,Limerick,Waterford;C Galway,Sligo;U Letterkenny,Cavan',
  GB: 'ENG London,Manchester,Birmingham,Leeds,Bristol,Liverpool,Brighton;SCT Edinburgh,Glasgow,Aberdeen;WLS Cardiff,Swansea;NIR Belfast,Derry',
  CA: 'ON Toronto,Ottawa,Hamilton;QC Montréal,Québec,Laval;BC Vancouver,Victoria;AB Calgary,Edmonton;MB Winnipeg;NS Halifax;SK Saskatoon',
  PL: '14 Warszawa,Radom;12 Kraków,Tarnów;10 Łódź;02 Wrocław;30 Poznań;22 Gdańsk,Gdynia;24 Katowice,Gliwice;06 Lublin;32 Szczecin;20 Białystok',
  AU: 'NSW Sydney,Newcastle,Wollongong;VIC Melbourne,Geelong;QLD Brisbane,Gold Coast,Cairns;WA Perth;SA Adelaide;TAS Hobart;ACT Canberra',
  NZ: 'AUK Auckland;WGN Wellington;CAN Christchurch;WKO Hamilton;OTA Dunedin,Queenstown;BOP Tauranga;NSN Nelson;HKB Napier',
  CH: 'ZH Zürich,Winterthur;BE Bern,Biel;BS Basel;LU Luzern;SG St. Gallen;GE Genève;VD Lausanne,Montreux;TI Lugano,Bellinzona;NE Neuchâtel;FR Fribourg',
};

/** Regions whose people mostly speak another language than the country's first. */
const REGION_LANGUAGES: Partial<Record<Country, Record<string, Language>>> = {
  BE: { BRU: 'fr', WLG: 'fr', WHT: 'fr', WNA: 'fr', WBR: 'fr' },
  CH: { GE: 'fr', VD: 'fr', NE: 'fr', FR: 'fr', TI: 'it' },
  CA: { QC: 'fr' },
};

/** A city with the region code it lies in and the language its people are named in. */
export interface Place {
  country: Country;
  region: string;
  city: string;
  language: Language;
}

/** Every city of the dataset for one country. */
export function placesOf(country: Country, countryLanguage: Language): Place[] {
  return CITIES[country].split(';').flatMap((entry) => {
    const space = entry.indexOf(' ');
    const regionSuffix = entry.slice(0, space);
    const language = REGION_LANGUAGES[country]?.[regionSuffix] ?? countryLanguage;
    return entry
      .slice(space + 1)
      .split(',')
      .map((city) => ({ country, region: `${country}-${regionSuffix}`, city, language }));
  });
}
