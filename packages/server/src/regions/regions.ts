import type { Region } from '@dating/contract';
import { EUROPEAN_REGIONS } from './regions-europe.js';
import { OVERSEAS_REGIONS } from './regions-overseas.js';

const REGIONS: Record<string, Record<string, string>> = {
  ...EUROPEAN_REGIONS,
  ...OVERSEAS_REGIONS,
};

/** The regions of a country, in the dataset's order; empty for a country the dataset lacks. */
export function regionsOf(country: string): Region[] {
  return Object.entries(REGIONS[country] ?? {}).map(([code, name]) => ({ code, name }));
}

/** The name of a region code, or the code itself when unknown. */
export function regionName(country: string, code: string): string {
  return REGIONS[country]?.[code] ?? code;
}
