import type {
  DeleteAccountRequest,
  GeocodeResult,
  NotificationSettingsUpdate,
  PasswordChange,
  PasswordReset,
  PhotoUpdate,
  ProfileUpdate,
  User,
} from '@dating/contract';
import { API_PATHS } from '@dating/contract/enums';
import { type ApiClient, userOf } from './api-client.js';

/**
 * The calls of the account pages (links from mails, profile, settings, deletion). They load with
 * those pages, beside the account stores, not with a site's first page.
 */
export interface AccountApi {
  /** POST activate.php: confirms the e-mail address with the link's token and logs in. */
  activate(token: string): Promise<User>;
  /** POST confirmation-mail.php: sends the confirmation link again. */
  sendConfirmationMail(): Promise<void>;
  /** POST password-reset.php: mails a password reset link. */
  requestPasswordReset(email: string): Promise<void>;
  /** PUT password-reset.php: sets a new password with the link's token and logs in. */
  resetPassword(reset: PasswordReset): Promise<User>;
  /** POST email-change.php: mails a confirmation link to a new address. */
  requestEmailChange(email: string): Promise<void>;
  /** PUT email-change.php: makes the new address the account's with the link's token. */
  confirmEmailChange(token: string): Promise<User>;
  /** PUT password.php: changes the password with the old one. */
  changePassword(change: PasswordChange): Promise<void>;
  /** PATCH profile.php: changes the own profile. */
  updateProfile(update: ProfileUpdate): Promise<User>;
  /** PUT user.php: switches invisible mode. */
  setInvisible(invisible: boolean): Promise<User>;
  /** PUT notifications.php: notification types switched off, or e-mail turned back on. */
  updateNotifications(update: NotificationSettingsUpdate): Promise<User>;
  /** POST photos.php: uploads a photo (public unless `isPrivate`). */
  uploadPhoto(photo: Blob, options?: { isPrivate?: boolean }): Promise<User>;
  /** PATCH photos.php: makes a photo the main image, or moves it between public and private. */
  updatePhoto(update: PhotoUpdate): Promise<User>;
  /** DELETE photos.php */
  deletePhoto(id: number): Promise<User>;
  /** GET geocode.php: the place at a position, or false when none is known there. */
  geocode(latitude: number, longitude: number): Promise<GeocodeResult | false>;
  /** DELETE user.php: deletes the account (it can come back for 14 days). */
  deleteAccount(request: DeleteAccountRequest): Promise<void>;
  /** POST reactivation.php: mails the reactivation link of a deleted account again. */
  requestReactivation(email: string): Promise<void>;
  /** PUT reactivation.php: brings a deleted account back with the link's token and logs in. */
  reactivate(token: string): Promise<User>;
  /** The address of GET my-data.php, for a download link. */
  myDataUrl(): string;
}

/** The account calls over a site's API client (its retries, cookies and quiet logout). */
export function createAccountApi({ request, urlOf }: ApiClient): AccountApi {
  return {
    activate: (token) => userOf(request('POST', API_PATHS.activate, { body: { token } })),
    async sendConfirmationMail() {
      await request('POST', API_PATHS.confirmationMail);
    },
    async requestPasswordReset(email) {
      await request('POST', API_PATHS.passwordReset, { body: { email } });
    },
    resetPassword: (body) => userOf(request('PUT', API_PATHS.passwordReset, { body })),
    async requestEmailChange(email) {
      await request('POST', API_PATHS.emailChange, { body: { email } });
    },
    confirmEmailChange: (token) =>
      userOf(request('PUT', API_PATHS.emailChange, { body: { token } })),
    async changePassword(body) {
      await request('PUT', API_PATHS.password, { body });
    },
    updateProfile: (body) => userOf(request('PATCH', API_PATHS.profile, { body })),
    setInvisible: (invisible) => userOf(request('PUT', API_PATHS.user, { body: { invisible } })),
    updateNotifications: (body) => userOf(request('PUT', API_PATHS.notifications, { body })),
    uploadPhoto(photo, { isPrivate = false } = {}) {
      const body = new FormData();
      // Fields before the file: the server reads them with the file.
      body.append('private', String(isPrivate));
      body.append('photo', photo);
      return userOf(request('POST', API_PATHS.photos, { body }));
    },
    updatePhoto: (body) => userOf(request('PATCH', API_PATHS.photos, { body })),
    deletePhoto: (id) => userOf(request('DELETE', API_PATHS.photos, { body: { id } })),
    geocode: (lat, lon) =>
      request<GeocodeResult | false>('GET', API_PATHS.geocode, { query: { lat, lon } }),
    async deleteAccount(body) {
      await request('DELETE', API_PATHS.user, { body });
    },
    async requestReactivation(email) {
      await request('POST', API_PATHS.reactivation, { body: { email } });
    },
    reactivate: (token) => userOf(request('PUT', API_PATHS.reactivation, { body: { token } })),
    myDataUrl: () => urlOf(API_PATHS.myData),
  };
}
