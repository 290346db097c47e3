import type { SignupRequest, User } from '@dating/contract';
import type { FieldProblems } from '@dating/contract/enums';
import { SITE_STORAGE_KEYS } from '@dating/contract/enums';
import { proxy, subscribe } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { type ApiProblem, attempt, failure, invalidForm, type Result } from '../api/api-result.js';
import type { LocaleStore } from '../locale/locale-store.js';
import type { OverlayStore } from '../overlays/overlay-store.js';
import type { Clock } from '../platform/clock.js';
import { createLifetime } from '../platform/lifetime.js';
import type { KeyValueStorage } from '../platform/storage.js';
import type { SessionStore } from '../session/session-store.js';
import type { TrackingStore } from '../tracking/tracking-store.js';
import {
  emptySignupDraft,
  SIGNUP_FIELDS,
  type SignupDraft,
  type SignupField,
  type SignupProblems,
  signupDraftStarted,
} from './signup-draft.js';
import { readSignupProgress, writeSignupProgress } from './signup-progress.js';

/**
 * The steps of signup (spec section 4): 0 the account, 1 a photo, 2 location and personal
 * details, 3 about me, 4 push notifications. Steps 1 to 4 can be skipped.
 */
export const SIGNUP_STEPS = ['account', 'photo', 'details', 'about', 'notifications'] as const;
export type SignupStep = 0 | 1 | 2 | 3 | 4;
export const LAST_SIGNUP_STEP: SignupStep = 4;

/** Where the draft waits while the visitor looks around (never the password). */
export const SIGNUP_DRAFT_KEY = SITE_STORAGE_KEYS.signupDraft;

export interface SignupState {
  /** Whether the signup modal is open (the overlay queue's open pop-up is `signup`). */
  modalOpen: boolean;
  step: SignupStep;
  draft: SignupDraft;
  /** Problems of the account step's fields (the form's rule or the server's), shown next to them. */
  problems: SignupProblems;
  /**
   * Why the account could not be created (an existing account, signup closed, a problem of a
   * field the form does not show, ...), or null.
   */
  error: ApiProblem | null;
  /** True while the account is being created. */
  pending: boolean;
  /** True once the last step is done or skipped: the site goes on to /complete-signup. */
  finished: boolean;
}

export interface SignupActions {
  /**
   * Opens the modal (the visitor asked: at once, through the overlay queue); from a member's
   * profile, the first message goes to that member.
   */
  openModal(from?: { profileId: number }): void;
  closeModal(): void;
  /** Changes fields of the form; their problems disappear until the next check. */
  update(changes: Partial<SignupDraft>): void;
  /**
   * Checks the account step (`signupProblems`, spec section 5) and creates the account; resolves
   * the new member, or the problem (the form's field problems are `validation_failed`).
   */
  submitAccount(): Promise<Result<User>>;
  /** Goes on from a step after the account (done or skipped); after the last one, finishes. */
  nextStep(): void;
  /** Starts over: empty form, step 0, nothing stored. */
  reset(): void;
}

export interface SignupStore {
  state: SignupState;
  actions: SignupActions;
  /** Cancels a signup call under way; its answer changes nothing. */
  destroy(): void;
}

export interface SignupStoreOptions {
  api: ApiClient;
  clock: Clock;
  storage: KeyValueStorage;
  session: SessionStore;
  tracking: TrackingStore;
  locale: LocaleStore;
  /** The site's overlay queue: the modal is one of its pop-ups (`signup`). */
  overlays: OverlayStore;
  /**
   * Where the visitor is, as far as the browser tells (its time zone and preferred languages): the
   * server starts the new member in that country when the brand serves it.
   */
  visitor?: { timeZone?: string | undefined; locales: readonly string[] };
}

/** Whether signup is under way: the modal must then not close by a click outside or Escape. */
export function signupInProgress(state: Pick<SignupState, 'step' | 'draft' | 'pending'>): boolean {
  return state.step > 0 || state.pending || signupDraftStarted(state.draft);
}

function storedDraft(storage: KeyValueStorage): SignupDraft {
  const draft = emptySignupDraft();
  try {
    const stored = JSON.parse(storage.getItem(SIGNUP_DRAFT_KEY) ?? '{}') as Partial<SignupDraft>;
    for (const key of Object.keys(draft) as (keyof SignupDraft)[]) {
      if (key !== 'password' && stored[key] !== undefined)
        Object.assign(draft, { [key]: stored[key] });
    }
  } catch {
    // A damaged draft is dropped.
  }
  return draft;
}

/** The server's field problems of the form's own fields (the form checks first: these are rare). */
function formProblems(fields: Readonly<FieldProblems>): SignupProblems {
  const problems: SignupProblems = {};
  for (const field of SIGNUP_FIELDS) {
    const problem = fields[field];
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * Creates the signup store: the form draft (kept in storage without the password, so a visitor
 * who closes the modal finds it again), the checks of spec section 5, account creation with the
 * arrival tracking record and the interface language, and the steps after it. The step after the
 * account is kept in storage too: after a reload the same member resumes at the next unfinished
 * step (in the modal again when it ran there, as soon as the overlay queue lets it open); anyone
 * else, or a visitor, starts over.
 */
export function createSignupStore({
  api,
  clock,
  storage,
  session,
  tracking,
  locale,
  overlays,
  visitor,
}: SignupStoreOptions): SignupStore {
  const state = proxy<SignupState>({
    modalOpen: false,
    step: 0,
    draft: storedDraft(storage),
    problems: {},
    error: null,
    pending: false,
    finished: false,
  });
  const lifetime = createLifetime();
  // The modal is open while the queue's open pop-up is the signup (told at once, not batched).
  const followQueue = () => {
    const open = overlays.state.open?.kind === 'signup';
    if (state.modalOpen !== open) state.modalOpen = open;
  };
  lifetime.onEnd(subscribe(overlays.state, followQueue, true));
  lifetime.onEnd(() => overlays.actions.close('signup'));

  function saveProgress() {
    const email = session.state.user?.email;
    writeSignupProgress(
      storage,
      state.step > 0 && !state.finished && email
        ? { email, step: state.step as 1 | 2 | 3 | 4, modal: state.modalOpen }
        : null,
    );
  }

  // Resume a signup that a reload interrupted, once the session knows who is logged in.
  function resume() {
    const progress = readSignupProgress(storage);
    if (!progress || session.state.status !== 'ready') return;
    const user = session.state.user;
    const same = user?.email.toLowerCase() === progress.email.toLowerCase();
    if (!same) writeSignupProgress(storage, null);
    else if (state.step === 0) {
      state.step = progress.step;
      if (progress.modal) overlays.actions.request('signup');
    }
  }
  resume();
  lifetime.onEnd(subscribe(session.state, resume));

  function saveDraft() {
    const { password: _password, ...rest } = state.draft;
    if (signupDraftStarted(state.draft)) storage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(rest));
    else storage.removeItem(SIGNUP_DRAFT_KEY);
  }

  const actions: SignupActions = {
    openModal(from) {
      if (from) state.draft.profile_id = from.profileId;
      state.finished = false;
      overlays.actions.show('signup');
    },
    closeModal() {
      overlays.actions.close('signup');
    },
    update(changes) {
      Object.assign(state.draft, changes);
      for (const field of Object.keys(changes) as SignupField[]) delete state.problems[field];
      if ('email' in changes || 'name' in changes) {
        // The username rule compares the two fields.
        delete state.problems.name;
      }
      state.error = null;
      saveDraft();
    },
    async submitAccount() {
      if (state.pending) return { ok: false, problem: { code: 'request_in_progress', fields: {} } };
      // Pending from the first click on: a second one while the rule loads sends nothing.
      state.pending = true;
      const { signupProblems } = await import('../forms/form-rules.js');
      // A store destroyed while the rule loaded sends nothing.
      if (lifetime.ended) return failure('network_error');
      state.problems = signupProblems(state.draft, clock.now());
      state.error = null;
      const invalid = invalidForm(state.problems);
      if (invalid) {
        state.pending = false;
        return invalid;
      }
      const { draft } = state;
      const request: SignupRequest = {
        email: draft.email.trim(),
        name: draft.name.trim(),
        password: draft.password,
        date_of_birth: draft.date_of_birth,
        gender: draft.gender ?? 'male',
        looking_for: draft.looking_for ?? 'female',
        language: locale.state.language,
        tracking: tracking.state.record,
      };
      if (visitor?.timeZone) request.time_zone = visitor.timeZone.slice(0, 64);
      if (visitor?.locales.length) {
        request.locales = visitor.locales.slice(0, 10).map((tag) => tag.slice(0, 35));
      }
      if (draft.profile_id !== null) {
        request.profile_id = draft.profile_id;
        if (draft.signup_message.trim()) request.signup_message = draft.signup_message.trim();
      }
      const { signal } = lifetime;
      const result = await attempt(async () => {
        const answer = await api.call('signup', { body: request }, { signal });
        return answer.user;
      });
      if (lifetime.ended) return result;
      state.pending = false;
      if (!result.ok) {
        const { problem } = result;
        const shown = formProblems(problem.fields);
        state.problems = shown;
        const unshown = Object.keys(problem.fields).length > Object.keys(shown).length;
        if (problem.code !== 'validation_failed' || unshown || !Object.keys(shown).length) {
          state.error = problem;
        }
        return result;
      }
      session.actions.setUser(result.value);
      state.step = 1;
      state.draft = emptySignupDraft();
      storage.removeItem(SIGNUP_DRAFT_KEY);
      saveProgress();
      return result;
    },
    nextStep() {
      if (state.step === 0) return;
      if (state.step >= LAST_SIGNUP_STEP) {
        state.finished = true;
        overlays.actions.close('signup');
        saveProgress();
        return;
      }
      state.step = (state.step + 1) as SignupStep;
      saveProgress();
    },
    reset() {
      overlays.actions.close('signup');
      Object.assign(state, {
        step: 0,
        draft: emptySignupDraft(),
        problems: {},
        error: null,
        pending: false,
        finished: false,
      });
      storage.removeItem(SIGNUP_DRAFT_KEY);
      writeSignupProgress(storage, null);
    },
  };
  return { state, actions, destroy: lifetime.end };
}
