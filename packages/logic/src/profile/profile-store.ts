import type { NotificationType, ProfileUpdate, User } from '@dating/contract';
import { MAX_PHOTO_BYTES } from '@dating/contract/enums';
import { photoLimit } from '@dating/contract/rules';
import { proxy } from 'valtio/vanilla';
import type { ApiClient } from '../api/api-client.js';
import { attempt, failure, type Result } from '../api/api-result.js';
import { createLifetime } from '../platform/lifetime.js';
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
  /** Cancels calls under way; answers arriving later change nothing. */
  destroy(): void;
}

/**
 * The multipart body of a photo upload: `private` before the file (the server reads the fields
 * with the file), then the file as `photo`.
 */
export function photoUploadBody(photo: Blob, isPrivate: boolean): FormData {
  const body = new FormData();
  body.append('private', String(isPrivate));
  body.append('photo', photo);
  return body;
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
  api: ApiClient;
  session: SessionStore;
}): ProfileStore {
  const state = proxy<ProfileState>({ busy: null });
  const lifetime = createLifetime();
  const { signal } = lifetime;

  // Switches answer at once: the member is changed locally first, and only the answer to the
  // newest change of a kind is kept (an older one arriving late would undo a newer toggle).
  const latest: Partial<Record<ProfileAction, number>> = {};
  async function toggle(
    action: ProfileAction,
    change: (user: User) => void,
    call: () => Promise<{ user: User }>,
  ): Promise<Result<User>> {
    const user = session.state.user;
    if (user) change(user);
    const attempt = (latest[action] ?? 0) + 1;
    latest[action] = attempt;
    const result = await run(action, call, () => latest[action] === attempt);
    if (!result.ok && latest[action] === attempt && !lifetime.ended) {
      void session.actions.refresh();
    }
    return result;
  }

  async function run(
    action: ProfileAction,
    call: () => Promise<{ user: User }>,
    isCurrent: () => boolean = () => true,
  ): Promise<Result<User>> {
    state.busy = action;
    try {
      const result = await attempt(async () => (await call()).user);
      if (result.ok && isCurrent() && !lifetime.ended) session.actions.setUser(result.value);
      return result;
    } finally {
      if (state.busy === action) state.busy = null;
    }
  }

  return {
    state,
    actions: {
      saveProfile: (update) =>
        run('saveProfile', () => api.call('updateProfile', { body: update }, { signal })),
      setInvisible: (invisible) =>
        toggle(
          'setInvisible',
          (user) => {
            user.invisible = invisible;
          },
          () => api.call('updateUser', { body: { invisible } }, { signal }),
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
          () =>
            api.call(
              'updateNotifications',
              { body: { notifications_disabled: [...disabled] } },
              { signal },
            ),
        );
      },
      enableEmail: () =>
        run('enableEmail', () =>
          api.call('updateNotifications', { body: { email_enabled: true } }, { signal }),
        ),
      async uploadPhoto(photo, options = {}) {
        const user = session.state.user;
        if (photo.size > MAX_PHOTO_BYTES) return failure('photo_too_large');
        if (photo.type && !photo.type.startsWith('image/')) return failure('photo_not_an_image');
        if (user && photoCount(user) >= photoLimit(user.paid_user)) {
          return failure('photo_limit_reached');
        }
        const body = photoUploadBody(photo, options.isPrivate ?? false);
        return run('uploadPhoto', () => api.call('uploadPhoto', { body }, { signal }));
      },
      setMainPhoto: (id) =>
        run('updatePhoto', () => api.call('updatePhoto', { body: { id, main: true } }, { signal })),
      setPhotoPrivate: (id, isPrivate) =>
        run('updatePhoto', () =>
          api.call('updatePhoto', { body: { id, private: isPrivate } }, { signal }),
        ),
      deletePhoto: (id) =>
        run('deletePhoto', () => api.call('deletePhoto', { body: { id } }, { signal })),
    },
    destroy: lifetime.end,
  };
}
