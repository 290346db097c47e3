import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../platform/storage.js';
import { rememberFirstContact, takeFirstContact } from './first-contact.js';

describe('first contact', () => {
  it('gives the member of the last landing once, then nothing', () => {
    const storage = createMemoryStorage();
    expect(takeFirstContact(storage)).toBeUndefined();
    rememberFirstContact(storage, 12);
    rememberFirstContact(storage, 34);
    expect(takeFirstContact(storage)).toBe(34);
    expect(takeFirstContact(storage)).toBeUndefined();
  });

  it('ignores what is no member id', () => {
    for (const value of ['', 'abc', '0', '-3', '1.5', '99999999999999999999']) {
      const storage = createMemoryStorage({ [SITE_STORAGE_KEYS.firstContact]: value });
      expect(takeFirstContact(storage), value).toBeUndefined();
    }
  });
});
