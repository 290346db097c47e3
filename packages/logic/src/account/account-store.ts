import type { DeleteAccountRequest, User } from '@dating/contract';
import { proxy } from 'valtio/vanilla';
import type { AccountApi } from '../api/account-api.js';
import { attempt, type Result } from '../api/api-result.js';
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
  | 'reactivate';

export interface AccountState {
  /** The account call under way, or null. */
  busy: AccountAction | null;
  /** True once the member deleted the account in this browser (the site shows /account-deleted). */
  deleted: boolean;
}

/**
 * The account's lifecycle (spec sections 4 and 8): links that confirm, reset and reactivate,
 * e-mail and password changes, deletion. Each action resolves a {@link Result}; screens word
 * the problem codes. Calls that log the member in make them the session's member.
 */
export interface AccountActions {
  /** Confirms the e-mail address with the link's token; logs in. */
  activate(token: string): Promise<Result<User>>;
  /** Sends the confirmation link again. */
  sendConfirmationMail(): Promise<Result>;
  /** Mails a reset link (`email_not_found`, `too_many_reset_mails` when refused). */
  requestPasswordReset(email: string): Promise<Result>;
  /** Sets a new password with the link's token (`token_invalid` when expired); logs in. */
  resetPassword(token: string, password: string): Promise<Result<User>>;
  /** Mails a confirmation link to a new address (`email_invalid`, `email_taken`). */
  requestEmailChange(email: string): Promise<Result>;
  /** Makes the new address the account's with the link's token. */
  confirmEmailChange(token: string): Promise<Result<User>>;
  /** Changes the password (`wrong_password` for a wrong old one). */
  changePassword(oldPassword: string, newPassword: string): Promise<Result>;
  /** Deletes the account; the member is logged out and `deleted` is set. */
  deleteAccount(request: DeleteAccountRequest): Promise<Result>;
  /** Mails the reactivation link of a deleted account again. */
  requestReactivation(email: string): Promise<Result>;
  /** Brings a deleted account back with the link's token; logs in. */
  reactivate(token: string): Promise<Result<User>>;
}

export interface AccountStore {
  state: AccountState;
  actions: AccountActions;
}

/** Creates the account store. */
export function createAccountStore({
  api,
  session,
}: {
  api: AccountApi;
  session: SessionStore;
}): AccountStore {
  const state = proxy<AccountState>({ busy: null, deleted: false });

  async function run<Value>(action: AccountAction, call: () => Promise<Value>) {
    state.busy = action;
    try {
      return await attempt(call);
    } finally {
      if (state.busy === action) state.busy = null;
    }
  }

  /** Runs a call that answers the member, who then is the session's member. */
  async function loggingIn(action: AccountAction, call: () => Promise<User>) {
    const result = await run(action, call);
    if (result.ok) session.actions.setUser(result.value);
    return result;
  }

  const nothing = async (call: () => Promise<void>) => {
    await call();
    return undefined;
  };

  return {
    state,
    actions: {
      activate: (token) => loggingIn('activate', () => api.activate(token)),
      sendConfirmationMail: () =>
        run('sendConfirmationMail', () => nothing(() => api.sendConfirmationMail())),
      requestPasswordReset: (email) =>
        run('requestPasswordReset', () => nothing(() => api.requestPasswordReset(email.trim()))),
      resetPassword: (token, password) =>
        loggingIn('resetPassword', () => api.resetPassword({ token, password })),
      requestEmailChange: (email) =>
        run('requestEmailChange', () => nothing(() => api.requestEmailChange(email.trim()))),
      async confirmEmailChange(token) {
        const result = await run('confirmEmailChange', () => api.confirmEmailChange(token));
        // The link may be opened where nobody or someone else is logged in.
        if (result.ok && session.state.user?.profile.id === result.value.profile.id) {
          session.actions.setUser(result.value);
        }
        return result;
      },
      changePassword: (oldPassword, newPassword) =>
        run('changePassword', () =>
          nothing(() =>
            api.changePassword({ old_password: oldPassword, new_password: newPassword }),
          ),
        ),
      async deleteAccount(request) {
        const result = await run('deleteAccount', () => nothing(() => api.deleteAccount(request)));
        if (result.ok) {
          state.deleted = true;
          session.actions.clearUser();
        }
        return result;
      },
      requestReactivation: (email) =>
        run('requestReactivation', () => nothing(() => api.requestReactivation(email.trim()))),
      reactivate: (token) => loggingIn('reactivate', () => api.reactivate(token)),
    },
  };
}
