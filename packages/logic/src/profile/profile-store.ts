import type { NotificationType, ProfileUpdate, User } from '@dating/contract';
import { MAX_PHOTO_BYTES } from '@dating/contract/enums';
import { photoLimit } from '@dating/contract/rules';
import { proxy } from 'valtio/vanilla';
import type { AccountApi } from '../api/account-api.js';
import { attempt, failure, type Result } from '../api/api-result.js';
import type { SessionStore } from '../session/session-store.js';

/** The profile calls; `busy` names the one under way. */
export type ProfileAction =
  | 'saveProfile'
  | 'setInvisible'
  | 'saveNotifications'
  | 'enableEmail'
  | 'uploadPhoto'
  | 'updatePhoto'
  | 'deletePhoto';

export interface ProfileState {
  /** The profile call under way, or null. */
  busy: ProfileAction | null;
}

/**
 * Changes of the own profile and settings (/profile, /notifications). Each resolves a
 * {@link Result} and, on success, makes the answered member the session's member.
 */
export interface ProfileActions {
  saveProfile(update: ProfileUpdate): Promise<Result<User>>;
  /** Switches invisible mode; the member changes at once, the server's answer follows. */
  setInvisible(invisible: boolean): Promise<Result<User>>;
  /**
   * Switches one notification type on or off, at once; when the server refuses, the member is
   * read again so the switch shows the truth.
   */
  setNotification(type: NotificationType, enabled: boolean): Promise<Result<User>>;
  /** Turns e-mail back on after a bounce, spam complaint or unsubscribe. */
  enableEmail(): Promise<Result<User>>;
  /**
   * Uploads a photo. Refused before sending when it is over 10 MB (`photo_too_large`), not an
   * image file (`photo_not_an_image`) or one too many (`photo_limit_reached`): 3 photos for free
   * members, 25 for premium members. The server checks all three again, by content.
   */
  uploadPhoto(photo: Blob, options?: { isPrivate?: boolean }): Promise<Result<User>>;
  setMainPhoto(id: number): Promise<Result<User>>;
  setPhotoPrivate(id: number, isPrivate: boolean): Promise<Result<User>>;
  deletePhoto(id: number): Promise<Result<User>>;
}

export interface ProfileStore {
  state: ProfileState;
  actions: ProfileActions;
}

/** How many photos (public and private) the member has. */
export function photoCount(user: Pick<User, 'profile'>): number {
  return user.profile.photos.length + user.profile.private_photos.length;
}

/** Creates the profile store. */
export function createProfileStore({
  api,
  session,
}: {
  api: AccountApi;
  session: SessionStore;
}): ProfileStore {
  const state = proxy<ProfileState>({ busy: null });

  // Switches answer at once: the member is changed locally first, and only the answer to the
  // newest change of a kind is kept (an older one arriving late would undo a newer toggle).
  const latest: Partial<Record<ProfileAction, number>> = {};
  async function toggle(
    action: ProfileAction,
    change: (user: User) => void,
    call: () => Promise<User>,
  ): Promise<Result<User>> {
    const user = session.state.user;
    if (user) change(user);
    const attempt = (latest[action] ?? 0) + 1;
    latest[action] = attempt;
    const result = await run(action, call, () => latest[action] === attempt);
    if (!result.ok && latest[action] === attempt) void session.actions.refresh();
    return result;
  }

  async function run(
    action: ProfileAction,
    call: () => Promise<User>,
    isCurrent: () => boolean = () => true,
  ): Promise<Result<User>> {
    state.busy = action;
    try {
      const result = await attempt(call);
      if (result.ok && isCurrent()) session.actions.setUser(result.value);
      return result;
    } finally {
      if (state.busy === action) state.busy = null;
    }
  }

  return {
    state,
    actions: {
      saveProfile: (update) => run('saveProfile', () => api.updateProfile(update)),
      setInvisible: (invisible) =>
        toggle(
          'setInvisible',
          (user) => {
            user.invisible = invisible;
          },
          () => api.setInvisible(invisible),
        ),
      setNotification(type, enabled) {
        const disabled = new Set(session.state.user?.notifications_disabled ?? []);
        if (enabled) disabled.delete(type);
        else disabled.add(type);
        return toggle(
          'saveNotifications',
          (user) => {
            user.notifications_disabled = [...disabled];
          },
          () => api.updateNotifications({ notifications_disabled: [...disabled] }),
        );
      },
      enableEmail: () => run('enableEmail', () => api.updateNotifications({ email_enabled: true })),
      async uploadPhoto(photo, options = {}) {
        const user = session.state.user;
        if (photo.size > MAX_PHOTO_BYTES) return failure('photo_too_large');
        if (photo.type && !photo.type.startsWith('image/')) return failure('photo_not_an_image');
        if (user && photoCount(user) >= photoLimit(user.paid_user)) {
          return failure('photo_limit_reached');
        }
        return run('uploadPhoto', () => api.uploadPhoto(photo, options));
      },
      setMainPhoto: (id) => run('updatePhoto', () => api.updatePhoto({ id, main: true })),
      setPhotoPrivate: (id, isPrivate) =>
        run('updatePhoto', () => api.updatePhoto({ id, private: isPrivate })),
      deletePhoto: (id) => run('deletePhoto', () => api.deletePhoto(id)),
    },
  };
}
