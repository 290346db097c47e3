import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import type { KeyValueStorage } from '../platform/storage.js';

/** Where the step of a signup under way waits for a reload (the account exists by then). */
export const SIGNUP_PROGRESS_KEY = SITE_STORAGE_KEYS.signupProgress;

/** A signup under way after its account step: whose it is, its step, and where it was shown. */
interface SignupProgress {
  /** The new member's e-mail address: only they resume the signup. */
  email: string;
  /** The next unfinished step (1 to 4). */
  step: 1 | 2 | 3 | 4;
  /** Whether it ran in the modal (reopened after a reload) rather than on the /signup page. */
  modal: boolean;
}

/** The stored progress, or null when there is none or it is damaged (bad input from storage). */
export function readSignupProgress(storage: KeyValueStorage): SignupProgress | null {
  try {
    const stored = JSON.parse(storage.getItem(SIGNUP_PROGRESS_KEY) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const { email, step, modal } = stored as Record<string, unknown>;
    if (typeof email !== 'string' || !email) return null;
    if (step !== 1 && step !== 2 && step !== 3 && step !== 4) return null;
    return { email, step, modal: modal === true };
  } catch {
    return null;
  }
}

/** Stores the progress, or forgets it (null). A storage that refuses only loses the resume. */
export function writeSignupProgress(storage: KeyValueStorage, progress: SignupProgress | null) {
  try {
    if (progress) storage.setItem(SIGNUP_PROGRESS_KEY, JSON.stringify(progress));
    else storage.removeItem(SIGNUP_PROGRESS_KEY);
  } catch {
    // Nothing to do: the signup simply starts over after a reload.
  }
}
