import type { DeleteAccountRequest, DiscountCode, User } from '@dating/contract';
import {
  emailChangeProblems,
  emailRequestProblems,
  passwordChangeProblems,
  passwordResetProblems,
} from '@dating/contract/rules';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt, invalidForm, type Result } from '../api/api-result.js';
import { createLifetime } from '../platform/lifetime.js';
import type { SessionStore } from '../session/session-store.js';

/**
 * Seconds the final "Delete my account" button waits before it can be pressed, so that nobody
 * deletes an account by a hasty double click (the spec leaves the length open).
 */
export const DELETE_COUNTDOWN_SECONDS = 5;

/** The account calls; `busy` names the one under way. */
export type AccountAction =
  | 'activate'
  | 'sendConfirmationMail'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'requestEmailChange'
  | 'confirmEmailChange'
  | 'changePassword'
  | 'deleteAccount'
  | 'requestReactivation'
  | 'checkReactivation'
  | 'reactivate';

export interface AccountState {
  /** The account call under way, or null. */
  busy: AccountAction | null;
  /** True once the member deleted the account in this browser (the site shows /account-deleted). */
  deleted: boolean;
}

/** The reset link's form: the new password and its repetition. */
export interface PasswordResetForm {
  password: string;
  confirmation: string;
}

/** The password change form: the current password, the new one and its repetition. */
export interface PasswordChangeForm {
  old_password: string;
  new_password: string;
  confirmation: string;
}

/** The e-mail change form: the new address, confirmed with the current password. */
export interface EmailChangeForm {
  email: string;
  password: string;
}

/**
 * The account's lifecycle (spec sections 4 and 8): links that confirm, reset and reactivate,
 * e-mail and password changes, deletion. Each action resolves a {@link Result}; forms are checked
 * by their rule of `@dating/contract/rules` first (problems as `validation_failed` with `fields`,
 * nothing sent); screens word the codes. Calls that log the member in make them the session's
 * member.
 */
export interface AccountActions {
  /**
   * Confirms the e-mail address with the link's token; logs in. Resolves the member and the
   * member their signup started from, whose conversation is their first (null for none).
   */
  activate(token: string): Promise<Result<{ user: User; firstContact: number | null }>>;
  /** Sends the confirmation link again. */
  sendConfirmationMail(): Promise<Result>;
  /** Mails a reset link (`email_not_found`, `too_many_reset_mails` when refused). */
  requestPasswordReset(email: string): Promise<Result>;
  /** Sets a new password with the link's token (`token_invalid` when expired); logs in. */
  resetPassword(token: string, form: PasswordResetForm): Promise<Result<User>>;
  /**
   * Mails a confirmation link to a new address: `email` `invalid`, `unchanged` or `taken`
   * (`email_taken`), `password` `wrong` (`wrong_password`); `rate_limited` with minutes.
   */
  requestEmailChange(form: EmailChangeForm): Promise<Result>;
  /** Makes the new address the account's with the link's token. */
  confirmEmailChange(token: string): Promise<Result<User>>;
  /** Changes the password (`wrong_password` for a wrong old one, `rate_limited` after many). */
  changePassword(form: PasswordChangeForm): Promise<Result>;
  /**
   * The deletion offer to show before the member confirms: the company's `delete_discount` as the
   * member's own code (POST discountcode.php, one per member), or null when the brand offers
   * none, the member used it, it is over, or it could not be loaded (nothing to show then).
   */
  claimDeletionOffer(): Promise<DiscountCode | null>;
  /** Deletes the account; the member is logged out and `deleted` is set. */
  deleteAccount(request: DeleteAccountRequest): Promise<Result>;
  /** Mails the reactivation link of a deleted account again. */
  requestReactivation(email: string): Promise<Result>;
  /**
   * Whether the reactivation link works, without using it up: `token_invalid`, or
   * `already_reactivated` for a link used before (the account is back).
   */
  checkReactivation(token: string): Promise<Result>;
  /** Brings a deleted account back with the link's token; logs in. */
  reactivate(token: string): Promise<Result<User>>;
}

export interface AccountStore {
  state: AccountState;
  actions: AccountActions;
  /** Cancels calls under way; answers arriving later change nothing. */
  destroy(): void;
}

/** Creates the account store. */
export function createAccountStore({
  api,
  session,
}: {
  api: ApiClient;
  session: SessionStore;
}): AccountStore {
  const state = proxy<AccountState>({ busy: null, deleted: false });
  const lifetime = createLifetime();
  const { signal } = lifetime;

  async function run<Value>(action: AccountAction, call: () => Promise<Value>) {
    state.busy = action;
    try {
      return await attempt(call);
    } finally {
      if (state.busy === action) state.busy = null;
    }
  }

  /** Runs a call that answers the member, who then is the session's member. */
  async function loggingIn(action: AccountAction, call: () => Promise<{ user: User }>) {
    const result = await run(action, async () => (await call()).user);
    if (result.ok && !lifetime.ended) session.actions.setUser(result.value);
    return result;
  }

  /** Runs a call that answers only `{ ok: true }`. */
  const confirming = (action: AccountAction, call: () => Promise<unknown>): Promise<Result> =>
    run(action, async () => {
      await call();
      return undefined;
    });

  return {
    state,
    actions: {
      async activate(token) {
        let firstContact: number | null = null;
        const result = await loggingIn('activate', async () => {
          const answer = await api.call('activate', { body: { token } }, { signal });
          firstContact = answer.first_contact;
          return answer;
        });
        return result.ok ? { ok: true, value: { user: result.value, firstContact } } : result;
      },
      sendConfirmationMail: () =>
        confirming('sendConfirmationMail', () =>
          api.call('sendConfirmationMail', undefined, { signal }),
        ),
      async requestPasswordReset(email) {
        const invalid = invalidForm(emailRequestProblems({ email }));
        if (invalid) return invalid;
        const body = { email: email.trim() };
        return confirming('requestPasswordReset', () =>
          api.call('requestPasswordReset', { body }, { signal }),
        );
      },
      async resetPassword(token, form) {
        const invalid = invalidForm(passwordResetProblems(form));
        if (invalid) return invalid;
        const body = { token, password: form.password };
        return loggingIn('resetPassword', () => api.call('resetPassword', { body }, { signal }));
      },
      async requestEmailChange(form) {
        const invalid = invalidForm(emailChangeProblems(form, session.state.user?.email ?? ''));
        if (invalid) return invalid;
        const body = { email: form.email.trim(), password: form.password };
        return confirming('requestEmailChange', () =>
          api.call('requestEmailChange', { body }, { signal }),
        );
      },
      async confirmEmailChange(token) {
        const result = await run('confirmEmailChange', async () => {
          const answer = await api.call('confirmEmailChange', { body: { token } }, { signal });
          return answer.user;
        });
        // The link may be opened where nobody or someone else is logged in.
        const member = session.state.user;
        if (result.ok && !lifetime.ended && member?.profile.id === result.value.profile.id) {
          session.actions.setUser(result.value);
        }
        return result;
      },
      async changePassword(form) {
        const invalid = invalidForm(passwordChangeProblems(form));
        if (invalid) return invalid;
        const body = { old_password: form.old_password, new_password: form.new_password };
        return confirming('changePassword', () => api.call('changePassword', { body }, { signal }));
      },
      async claimDeletionOffer() {
        const result = await attempt(() => api.call('claimDeletionOffer', undefined, { signal }));
        return result.ok ? result.value.discount_code : null;
      },
      async deleteAccount(request) {
        const result = await confirming('deleteAccount', () =>
          api.call('deleteAccount', { body: request }, { signal }),
        );
        if (result.ok && !lifetime.ended) {
          state.deleted = true;
          session.actions.clearUser();
        }
        return result;
      },
      async requestReactivation(email) {
        const invalid = invalidForm(emailRequestProblems({ email }));
        if (invalid) return invalid;
        const body = { email: email.trim() };
        return confirming('requestReactivation', () =>
          api.call('requestReactivation', { body }, { signal }),
        );
      },
      checkReactivation: (token) =>
        confirming('checkReactivation', () =>
          api.call('checkReactivation', { query: { token } }, { signal }),
        ),
      reactivate: (token) =>
        loggingIn('reactivate', () => api.call('reactivate', { body: { token } }, { signal })),
    },
    destroy: lifetime.end,
  };
}
