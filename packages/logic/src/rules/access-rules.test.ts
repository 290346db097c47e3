import { describe, expect, it } from 'vitest';
import { loggedOutSearchVisible, signupsEnabled } from './access-rules.js';

describe('signupsEnabled', () => {
  it('is open to everybody when signups is all', () => {
    expect(signupsEnabled({ signups: 'all' }, null)).toBe(true);
    expect(signupsEnabled({ signups: 'all' }, 'network1')).toBe(true);
  });

  it('needs a traffic source when signups is with_trafficsource', () => {
    expect(signupsEnabled({ signups: 'with_trafficsource' }, 'network1')).toBe(true);
    expect(signupsEnabled({ signups: 'with_trafficsource' }, null)).toBe(false);
    expect(signupsEnabled({ signups: 'with_trafficsource' }, '')).toBe(false);
    expect(signupsEnabled({ signups: 'with_trafficsource' }, undefined)).toBe(false);
  });

  it('is closed for any other value', () => {
    expect(signupsEnabled({ signups: 'none' }, 'network1')).toBe(false);
    expect(signupsEnabled({ signups: 'invite' }, null)).toBe(false);
    expect(signupsEnabled({ signups: '' }, 'network1')).toBe(false);
  });
});

describe('loggedOutSearchVisible', () => {
  const closed = { logged_out_search: 'none', logged_out_search_trafficsource: 'none' };

  it('is always visible to a logged-in member', () => {
    expect(loggedOutSearchVisible({ loggedIn: true, settings: closed, trafficSource: null })).toBe(
      true,
    );
  });

  it('is hidden from visitors when both settings are none', () => {
    expect(loggedOutSearchVisible({ loggedIn: false, settings: closed, trafficSource: 'n' })).toBe(
      false,
    );
  });

  it('is visible to visitors when logged_out_search is not none', () => {
    const settings = { ...closed, logged_out_search: 'all' };
    expect(loggedOutSearchVisible({ loggedIn: false, settings, trafficSource: null })).toBe(true);
  });

  it('needs a traffic source when only the trafficsource variant is open', () => {
    const settings = { ...closed, logged_out_search_trafficsource: 'all' };
    expect(loggedOutSearchVisible({ loggedIn: false, settings, trafficSource: 'n' })).toBe(true);
    expect(loggedOutSearchVisible({ loggedIn: false, settings, trafficSource: null })).toBe(false);
    expect(loggedOutSearchVisible({ loggedIn: false, settings, trafficSource: '' })).toBe(false);
  });
});
