import { reverseGeocode } from '../geocode/reverse-geocode.js';
import { type DomainRoutes, route } from '../http/endpoints.js';

/** GET geocode.php: the place at a position from the shipped dataset, or `false`; needs no login. */
export const geocodeRoutes: DomainRoutes = async (app, { context }) => {
  route(app, context, 'geocode', async (request) => {
    const { lat, lon } = request.query;
    return (await reverseGeocode(lat, lon)) ?? false;
  });
};
