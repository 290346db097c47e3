import { geoMercator } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { loadCountryMap, placeOnMap } from './country-map.js';

describe('placeOnMap', () => {
  it("places a town where d3-geo's projection of the outline puts it", async () => {
    const map = await loadCountryMap('NL');
    const projection = geoMercator()
      .scale(map.scale)
      .translate([...map.translate]);
    const amsterdam = { latitude: 52.37, longitude: 4.89 };
    const [x, y] = projection([amsterdam.longitude, amsterdam.latitude]) ?? [];
    const placed = placeOnMap(map, amsterdam);
    expect(placed?.x).toBeCloseTo(x ?? Number.NaN, 6);
    expect(placed?.y).toBeCloseTo(y ?? Number.NaN, 6);
  });

  it('leaves out places beyond the map: another country, or islands the map does not draw', async () => {
    const netherlands = await loadCountryMap('NL');
    expect(placeOnMap(netherlands, { latitude: 48.85, longitude: 2.35 })).toBeNull(); // Paris
    const spain = await loadCountryMap('ES');
    expect(placeOnMap(spain, { latitude: 28.1, longitude: -15.4 })).toBeNull(); // Las Palmas
    expect(placeOnMap(spain, { latitude: 40.42, longitude: -3.7 })).not.toBeNull(); // Madrid
  });
});
