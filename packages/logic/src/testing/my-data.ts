import type { MyData, Settings, User } from '@dating/contract';

/** What GET my-data.php answers for a member: the account, profile and photos, nothing else yet. */
export function fixtureMyData(user: User, settings: Pick<Settings, 'name' | 'domain'>): MyData {
  const photos = [
    ...user.profile.photos.map((photo) => ({ photo, isPrivate: false })),
    ...user.profile.private_photos.map((photo) => ({ photo, isPrivate: true })),
  ];
  return {
    exported_at: '2026-01-15T12:00:00.000Z',
    site: { name: settings.name, domain: settings.domain },
    account: {
      id: user.profile.id,
      email: user.email,
      status: user.status,
      language: user.language,
      credits: user.credits,
      paid_user: user.paid_user,
      invisible: user.invisible,
      signup_date: user.signup_date,
      last_seen_at: null,
      notifications_disabled: [...user.notifications_disabled],
      email_disabled: user.email_disabled,
      tracking: null,
    },
    profile: JSON.parse(JSON.stringify(user.profile)) as User['profile'],
    photos: photos.map(({ photo, isPrivate }, position) => ({
      id: photo.id,
      filename: `photo-${photo.id}.jpg`,
      thumb: `photo-${photo.id}-thumb.jpg`,
      status: photo.status,
      private: isPrivate,
      position,
      created_at: user.signup_date,
    })),
    sessions: [],
    push_subscriptions: [],
    signup_messages: [],
    messages: [],
    team_notes: [],
    mails: [],
  };
}
