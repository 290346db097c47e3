import { geocodeResponseSchema } from '@dating/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { installErrorHandler } from '../http/error-handler.js';
import { describeEachDatabase, siteHeaders } from '../test-support/test-server.js';
import { registerGeocodeRoutes } from './geocode-routes.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare app with only the geocode route, until the server registers it. */
function geocodeApp(): FastifyInstance {
  const app = Fastify();
  installErrorHandler(app);
  registerGeocodeRoutes(app);
  apps.push(app);
  return app;
}

describeEachDatabase('geocode', () => {
  it('answers the place at a position without a login', async () => {
    const response = await geocodeApp().inject({
      url: '/api/geocode.php?lat=52.37&lon=4.89',
      headers: siteHeaders('amora'),
    });
    expect(response.statusCode).toBe(200);
    expect(geocodeResponseSchema.parse(response.json())).toEqual({
      country: 'NL',
      region: 'NL-NH',
      region_name: 'Noord-Holland',
      city: 'Amsterdam',
    });
  });

  it('answers false where no town of the product countries is near', async () => {
    const response = await geocodeApp().inject({
      url: '/api/geocode.php?lat=54.5&lon=3.0',
      headers: siteHeaders('amora'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
  });

  it.each(['200', 'abc'])('answers 400 validation_failed naming lat for lat=%s', async (lat) => {
    const response = await geocodeApp().inject({
      url: `/api/geocode.php?lat=${lat}&lon=4.89`,
      headers: siteHeaders('amora'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
    expect(Object.keys(response.json().fields)).toEqual(['lat']);
  });
});
