import { API_PATHS, type GeocodeResult, geocodeQuerySchema } from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { reverseGeocode } from '../geocode/reverse-geocode.js';
import { parseInput } from '../http/api-failure.js';

/** GET geocode.php: the place at a position from the shipped dataset, or `false`; needs no login. */
export function registerGeocodeRoutes(app: FastifyInstance): void {
  app.get(API_PATHS.geocode, async (request): Promise<GeocodeResult | false> => {
    const { lat, lon } = parseInput(geocodeQuerySchema, request.query ?? {});
    return (await reverseGeocode(lat, lon)) ?? false;
  });
}
