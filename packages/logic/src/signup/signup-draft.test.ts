import { signupProblems } from '@dating/contract/rules';
import { describe, expect, it } from 'vitest';
import { emailSuggestion } from './email-suggestion.js';
import { signupDestination } from './signup-destination.js';
import { emptySignupDraft, type SignupDraft, signupDraftStarted } from './signup-draft.js';

// The signup store checks its draft with the contract's rule, as the server checks the request.
const signupDraftProblems = (draft: SignupDraft, now: number) => signupProblems(draft, now);

const NOW = Date.UTC(2026, 0, 15, 12);
const complete: SignupDraft = {
  ...emptySignupDraft(),
  email: 'lena@example.org',
  name: 'Lena',
  password: 'a good password',
  date_of_birth: '1995-04-02',
  gender: 'female',
  looking_for: 'male',
};

describe('signupProblems of a draft', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(signupDraftProblems(complete, NOW)).toEqual({});
  });

  it('names every missing field of an empty form', () => {
    expect(signupDraftProblems(emptySignupDraft(), NOW)).toEqual({
      email: 'required',
      name: 'required',
      password: 'required',
      date_of_birth: 'required',
      gender: 'required',
      looking_for: 'required',
    });
  });

  it('refuses a username that is the e-mail address (any case) or starts with @', () => {
    expect(signupDraftProblems({ ...complete, name: ' LENA@example.org ' }, NOW).name).toBe(
      'equals_email',
    );
    expect(signupDraftProblems({ ...complete, name: '@lena' }, NOW).name).toBe('starts_with_at');
    expect(signupDraftProblems({ ...complete, name: 'L' }, NOW).name).toBe('too_short');
    expect(signupDraftProblems({ ...complete, name: 'L'.repeat(31) }, NOW).name).toBe('too_long');
    expect(signupDraftProblems({ ...complete, name: 'L'.repeat(30) }, NOW).name).toBeUndefined();
  });

  it('accepts 18 years old today and refuses one day younger', () => {
    expect(signupDraftProblems({ ...complete, date_of_birth: '2008-01-15' }, NOW)).toEqual({});
    expect(
      signupDraftProblems({ ...complete, date_of_birth: '2008-01-16' }, NOW).date_of_birth,
    ).toBe('too_young');
  });

  it('calls impossible and implausible dates invalid', () => {
    for (const date_of_birth of ['1995-02-29', '1995-13-01', '2030-01-01', '1905-01-14', 'x']) {
      expect(
        signupDraftProblems({ ...complete, date_of_birth }, NOW).date_of_birth,
        date_of_birth,
      ).toBe('invalid');
    }
    expect(signupDraftProblems({ ...complete, date_of_birth: '1996-02-29' }, NOW)).toEqual({});
  });

  it('checks the e-mail address and the password length from 8 to 200', () => {
    expect(signupDraftProblems({ ...complete, email: 'lena@example' }, NOW).email).toBe('invalid');
    expect(signupDraftProblems({ ...complete, email: 'lena example.org' }, NOW).email).toBe(
      'invalid',
    );
    expect(signupDraftProblems({ ...complete, password: '1234567' }, NOW).password).toBe(
      'too_short',
    );
    expect(
      signupDraftProblems({ ...complete, password: '12345678' }, NOW).password,
    ).toBeUndefined();
    expect(signupDraftProblems({ ...complete, password: 'x'.repeat(201) }, NOW).password).toBe(
      'too_long',
    );
  });
});

describe('emailSuggestion', () => {
  it('suggests the intended address for common typos of the product countries', () => {
    expect(emailSuggestion('anna@gmial.com')).toBe('anna@gmail.com');
    expect(emailSuggestion('anna@hotmial.nl')).toBe('anna@hotmail.nl');
    expect(emailSuggestion('anna@gmail.con')).toBe('anna@gmail.com');
    expect(emailSuggestion('anna@libero.ti')).toBe('anna@libero.it');
    expect(emailSuggestion('anna@wp.lp')).toBe('anna@wp.pl');
    expect(emailSuggestion(' anna@zigo.nl ')).toBe('anna@ziggo.nl');
  });

  it('suggests nothing for correct, unknown or unfinished addresses', () => {
    expect(emailSuggestion('anna@gmail.com')).toBeNull();
    expect(emailSuggestion('anna@web.de')).toBeNull();
    expect(emailSuggestion('anna@my-own-company.com')).toBeNull();
    expect(emailSuggestion('anna@')).toBeNull();
    expect(emailSuggestion('')).toBeNull();
  });
});

describe('signupDestination', () => {
  it('sends members to the search, smartphones to the page and others to the modal', () => {
    expect(signupDestination({ loggedIn: true, smartphone: true })).toBe('members');
    expect(signupDestination({ loggedIn: false, smartphone: true })).toBe('page');
    expect(signupDestination({ loggedIn: false, smartphone: false })).toBe('modal');
  });
});

describe('signupDraftStarted', () => {
  it('is false for an empty form and true once something is typed', () => {
    expect(signupDraftStarted(emptySignupDraft())).toBe(false);
    expect(signupDraftStarted({ ...emptySignupDraft(), gender: 'male' })).toBe(false);
    expect(signupDraftStarted({ ...emptySignupDraft(), email: 'a' })).toBe(true);
  });
});
