import { brandCompany, brandSettings, INTERESTS } from '@dating/contract';
import { type DomainRoutes, route } from '../http/endpoints.js';
import { regionsOf } from '../regions/regions.js';

/** The brand's public catalog: settings, company details, interests and regions. */
export const catalogRoutes: DomainRoutes = async (app, { context }) => {
  // Values the server adds to every brand's settings.
  const serverValues = {
    push_public_key: context.pushPublicKey,
    geoip_country: null,
    geoip_selected_country: null,
  };
  route(app, context, 'getSettings', async (request) => brandSettings(request.brand, serverValues));
  route(app, context, 'getCompanyInfo', async (request) => brandCompany(request.brand));
  route(app, context, 'getInterests', async () => ({ interests: [...INTERESTS] }));
  route(app, context, 'getRegions', async (request) => ({
    regions: Object.fromEntries(
      request.brand.countries.map((country) => [country, regionsOf(country)]),
    ),
  }));
};
