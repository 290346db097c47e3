import type { FieldProblems, Gender, LookingFor } from '@dating/contract/enums';

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

/** The fields of the account step that can have a problem, shown next to them. */
export const SIGNUP_FIELDS = [
  'email',
  'name',
  'password',
  'date_of_birth',
  'gender',
  'looking_for',
  'signup_message',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** What is wrong with each field of the account step, as problem codes the interface words. */
export type SignupProblems = FieldProblems<SignupField>;

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
