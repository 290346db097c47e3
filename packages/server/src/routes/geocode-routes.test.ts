import { geocodeResponseSchema } from '@dating/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, siteHeaders } from '../test-support/test-server.js';

describeEachDatabase('geocode', (start) => {
  it('answers the place at a position without a login', async () => {
    const { app } = await start();
    const response = await app.inject({
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
    const { app } = await start();
    const response = await app.inject({
      url: '/api/geocode.php?lat=54.5&lon=3.0',
      headers: siteHeaders('amora'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
  });

  it.each([
    ['200', 'too_large'],
    ['abc', 'invalid'],
  ])('answers 400 validation_failed naming lat for lat=%s', async (lat, problem) => {
    const { app } = await start();
    const response = await app.inject({
      url: `/api/geocode.php?lat=${lat}&lon=4.89`,
      headers: siteHeaders('amora'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
    expect(response.json().fields).toEqual({ lat: problem });
  });
});
