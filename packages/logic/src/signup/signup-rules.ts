import { PASSWORD_MIN_LENGTH, SIGNUP_MESSAGE_MAX_LENGTH } from '@dating/contract/enums';
import { dateOfBirthProblem, isValidEmail, usernameProblem } from '@dating/contract/rules';
import type { SignupDraft, SignupProblems } from './signup-draft.js';

// Its own module: the checks load when the member sends the form, not with the first page.

/** The problems of the account step (spec section 5), checked before anything is sent. */
export function signupDraftProblems(draft: SignupDraft, now: number): SignupProblems {
  const problems: SignupProblems = {};
  const email = draft.email.trim();
  if (!email) problems.email = 'missing';
  else if (!isValidEmail(email)) problems.email = 'invalid';
  const name = usernameProblem(draft.name, draft.email);
  if (name) problems.name = name;
  if (!draft.password) problems.password = 'missing';
  else if (draft.password.length < PASSWORD_MIN_LENGTH) problems.password = 'too_short';
  const dateOfBirth = dateOfBirthProblem(draft.date_of_birth, now);
  if (dateOfBirth) problems.date_of_birth = dateOfBirth;
  if (!draft.gender) problems.gender = 'missing';
  if (!draft.looking_for) problems.looking_for = 'missing';
  if (draft.signup_message.length > SIGNUP_MESSAGE_MAX_LENGTH) problems.signup_message = 'too_long';
  return problems;
}
