import type { Gender, LookingFor } from '@dating/contract/enums';
import type { dateOfBirthProblem, usernameProblem } from '@dating/contract/rules';

/** What the signup form holds (spec section 3), plus whom the member is and looks for. */
export interface SignupDraft {
  email: string;
  name: string;
  password: string;
  /** ISO date (YYYY-MM-DD), or empty. */
  date_of_birth: string;
  gender: Gender | null;
  looking_for: LookingFor | null;
  /** A first message to the member whose profile the signup started from. */
  signup_message: string;
  /** That member's id, or null for a signup from anywhere else. */
  profile_id: number | null;
}

/** An empty signup form. */
export function emptySignupDraft(): SignupDraft {
  return {
    email: '',
    name: '',
    password: '',
    date_of_birth: '',
    gender: null,
    looking_for: null,
    signup_message: '',
    profile_id: null,
  };
}

/** What can be wrong with each field of the account step; the interface words each one. */
export interface SignupProblems {
  email?: 'missing' | 'invalid';
  name?: NonNullable<ReturnType<typeof usernameProblem>> | 'invalid';
  password?: 'missing' | 'too_short';
  date_of_birth?: NonNullable<ReturnType<typeof dateOfBirthProblem>>;
  gender?: 'missing';
  looking_for?: 'missing';
  signup_message?: 'too_long';
}
export type SignupField = keyof SignupProblems;

/** Whether the member has started filling in the form: then it must not close by accident. */
export function signupDraftStarted(draft: SignupDraft): boolean {
  return Boolean(
    draft.email.trim() ||
      draft.name.trim() ||
      draft.password ||
      draft.date_of_birth ||
      draft.signup_message.trim(),
  );
}
