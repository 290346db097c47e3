import { describe, expect, it } from 'vitest';
import { ID_PARAM, routeParamsAllowed } from './routes.js';

describe('routeParamsAllowed', () => {
  it('takes a value of the list, or one the pattern matches whole', () => {
    const rules = { type: { values: ['received', 'given'] }, id: ID_PARAM };
    expect(routeParamsAllowed(rules, { type: 'given', id: '42' })).toBe(true);
    expect(routeParamsAllowed(rules, { type: 'liked', id: '42' })).toBe(false);
    for (const id of ['0', '042', '4a', '1e3', ' 4', '12345678901234567']) {
      expect(routeParamsAllowed(rules, { type: 'given', id }), id).toBe(false);
    }
  });

  it('passes an optional parameter left out, and any parameter without a rule', () => {
    expect(routeParamsAllowed({ method: { values: ['ideal'] } }, { method: undefined })).toBe(true);
    expect(routeParamsAllowed(undefined, { anything: 'x' })).toBe(true);
    expect(routeParamsAllowed({ id: ID_PARAM }, { slug: 'x' })).toBe(true);
  });
});
