import {
  API_PATHS,
  brandCompany,
  brandSettings,
  type CompanyInfo,
  INTERESTS,
  type InterestsResponse,
  type RegionsResponse,
  type Settings,
  settingsQuerySchema,
} from '@dating/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/api-failure.js';
import type { ServerContext } from '../http/context.js';
import { requestBrand } from '../http/session-cookie.js';
import { regionsOf } from '../regions/regions.js';

/** GET settings.php, companyinfo.php, interests.php and regions.php. */
export function registerCatalogRoutes(app: FastifyInstance, context: ServerContext): void {
  // Values the server adds to every brand's settings.
  const serverValues = {
    push_public_key: context.pushPublicKey,
    geoip_country: null,
    geoip_selected_country: null,
  };
  app.get(API_PATHS.settings, async (request): Promise<Settings> => {
    parseInput(settingsQuerySchema, request.query ?? {});
    return brandSettings(requestBrand(request), serverValues);
  });

  app.get(
    API_PATHS.companyInfo,
    async (request): Promise<CompanyInfo> => brandCompany(requestBrand(request)),
  );

  app.get(
    API_PATHS.interests,
    async (): Promise<InterestsResponse> => ({ interests: [...INTERESTS] }),
  );

  app.get(API_PATHS.regions, async (request): Promise<RegionsResponse> => {
    const brand = requestBrand(request);
    return {
      regions: Object.fromEntries(brand.countries.map((country) => [country, regionsOf(country)])),
    };
  });
}
