import { PHOTO_LIMITS } from '@dating/contract/enums';
import { fixtureImage, fixtureProfileCards } from '@dating/logic/testing';
import { ProfileScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme, toolbarSettings } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import { foundPlace, type SiteParameters } from '../../.storybook/site-parameters';
import { findPage, NEW_MEMBER, onWholeSite } from '../../.storybook/story-helpers';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

/**
 * The own profile and settings (`/profile`): the enrich-profile alert, photos (3 for free
 * members, 25 for Premium), location with the geolocation button, personal details, "about me"
 * and interests, and the account. Members only: visitors land on the login page.
 */
const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  decorators: [inMain],
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (site: SiteParameters): { site: SiteParameters } => ({
  site: { member: 'free', route: '/profile', ...site },
});

const panel = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const locateButton = (canvasElement: HTMLElement, t: Translate) =>
  panel(canvasElement, t('profile:location.title')).getByRole('button', {
    name: containing(t('profile:location.locate')),
  });

/** Presses "Use my current location" and returns the location panel. */
async function locate(canvasElement: HTMLElement, t: Translate) {
  await userEvent.click(locateButton(canvasElement, t));
  return panel(canvasElement, t('profile:location.title'));
}

const photo = (variant: number) => ({ ...fixtureImage(variant), id: variant + 1 });

export const FreeMember: Story = {
  parameters: at({}),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('profile:title'));
    const photos = panel(canvasElement, t('profile:photos.title'));
    await expect(photos.getByText(t('profile:photos.count', { count: 2, limit: 3 }))).toBeVisible();
    await expect(photos.getByRole('button', { name: t('profile:photos.upload') })).toBeEnabled();
    await expect(photos.queryByRole('link', { name: t('profile:photos.getPremium') })).toBeNull();
    // A complete profile: no enrich-profile alert.
    await expect(canvas.queryByText(t('profile:enrich.title'))).toBeNull();
  },
};

export const FreeMemberAtPhotoLimit: Story = {
  parameters: at({ user: { profile: { photos: [photo(4), photo(5), photo(6)] } } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const photos = panel(canvasElement, t('profile:photos.title'));
    await expect(photos.getByText(t('profile:photos.count', { count: 3, limit: 3 }))).toBeVisible();
    await expect(photos.getByRole('button', { name: t('profile:photos.upload') })).toBeDisabled();
    await expect(
      photos.getByText(
        containing(
          t('profile:photos.limitFree', {
            count: PHOTO_LIMITS.free,
            premium: PHOTO_LIMITS.premium,
          }),
        ),
      ),
    ).toBeVisible();
    await expect(
      photos.getByRole('link', { name: t('profile:photos.getPremium') }),
    ).toHaveAttribute('href', '/premium');
  },
};

export const PremiumMember: Story = {
  parameters: at({
    member: 'premium',
    user: { profile: { private_photos: [photo(9)] } },
  }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const photos = panel(canvasElement, t('profile:photos.title'));
    await expect(
      photos.getByText(t('profile:photos.count', { count: 3, limit: PHOTO_LIMITS.premium })),
    ).toBeVisible();
    await expect(
      photos.getByRole('heading', { name: t('profile:photos.privateTitle') }),
    ).toBeVisible();
    await expect(photos.queryByRole('link', { name: t('profile:photos.getPremium') })).toBeNull();
  },
};

export const EnrichProfileAlert: Story = {
  parameters: at({
    user: { profile: { photos: [], main_image: null, notes: null, interests: [] } },
  }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const title = t('profile:enrich.title');
    const alert = canvas.getAllByRole('status').find((box) => box.textContent?.includes(title));
    if (!alert) throw new Error('No enrich-profile alert');
    for (const gap of ['photo', 'interests', 'about']) {
      await expect(within(alert).getByText(t(`profile:enrich.gaps.${gap}`))).toBeVisible();
    }
    await expect(within(alert).queryByText(t('profile:enrich.gaps.location'))).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: t('profile:enrich.dismiss') }));
    await waitFor(() => expect(canvas.queryByText(t('profile:enrich.title'))).toBeNull());
  },
};

export const NewMember: Story = {
  parameters: at({ user: NEW_MEMBER }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('profile:enrich.title'))).toBeVisible();
    await expect(canvas.getByText(t('profile:photos.none'))).toBeVisible();
  },
};

export const MakeMainPhoto: Story = {
  parameters: at({}),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const photos = panel(canvasElement, t('profile:photos.title'));
    const second = t('profile:photos.photo', { number: 2 });
    await userEvent.click(
      photos.getByRole('button', { name: `${t('profile:photos.actions')}: ${second}` }),
    );
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: t('profile:photos.makeMain') }),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const GeolocationActive: Story = {
  parameters: at({}),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const location = await locate(canvasElement, t);
    const place = foundPlace(toolbarSettings(globals).countries);
    const found = place.region_name
      ? t('profile:location.found', { city: place.city, region: place.region_name })
      : t('profile:location.foundNoRegion', { city: place.city });
    await expect(await location.findByText(found)).toBeVisible();
    await expect(location.getByRole('textbox', { name: t('profile:location.city') })).toHaveValue(
      place.city,
    );
    await userEvent.click(location.getByRole('button', { name: t('forms:save') }));
    await expect(await location.findByText(t('forms:saved'))).toBeVisible();
  },
};

export const GeolocationLocating: Story = {
  parameters: at({ geolocation: 'never' }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const location = await locate(canvasElement, t);
    await expect(
      await location.findByRole('button', { name: containing(t('profile:location.locating')) }),
    ).toBeVisible();
  },
};

const geolocationFails = (
  geolocation: 'denied' | 'unavailable' | 'timeout' | 'not_found' | 'outside',
): Story => ({
  parameters: at({ geolocation }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const location = await locate(canvasElement, t);
    const text =
      geolocation === 'outside'
        ? t('profile:location.outsideCountries')
        : t(`profile:location.errors.${geolocation}`);
    // The panel has two alert regions (the location's and the form's); the location's speaks.
    await expect(await location.findByText(text)).toHaveAttribute('role', 'alert');
  },
});

export const GeolocationDenied = geolocationFails('denied');
export const GeolocationUnavailable = geolocationFails('unavailable');
export const GeolocationTimeout = geolocationFails('timeout');
export const GeolocationNoTownKnown = geolocationFails('not_found');
export const GeolocationOutsideCountries = geolocationFails('outside');

export const InvisibleMode: Story = {
  parameters: at({ user: { invisible: true } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const account = panel(canvasElement, t('profile:account.title'));
    const invisible = account.getByRole('switch', { name: t('profile:account.invisible') });
    await expect(invisible).toBeChecked();
    await userEvent.click(account.getByText(t('profile:account.invisible')));
    await waitFor(() => expect(invisible).not.toBeChecked());
  },
};

export const EmailChangeInvalid: Story = {
  parameters: at({}),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const account = panel(canvasElement, t('profile:account.title'));
    await userEvent.type(
      account.getByRole('textbox', { name: t('profile:account.newEmail') }),
      'not-an-address',
    );
    await userEvent.click(account.getByRole('button', { name: t('profile:account.changeEmail') }));
    await expect(
      await account.findByText(t('problems:forms.emailChange.email.invalid')),
    ).toBeVisible();
    await expect(
      account.getByText(t('problems:forms.emailChange.password.required')),
    ).toBeVisible();
  },
};

export const EmailChangeTaken: Story = {
  parameters: at({ failures: { requestEmailChange: 'email_taken' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const account = panel(canvasElement, t('profile:account.title'));
    await userEvent.type(
      account.getByRole('textbox', { name: t('profile:account.newEmail') }),
      'taken@example.org',
    );
    await userEvent.type(
      within(account.getByRole('form', { name: t('profile:account.email') })).getByLabelText(
        t('profile:account.emailPassword'),
      ),
      'my password',
    );
    await userEvent.click(account.getByRole('button', { name: t('profile:account.changeEmail') }));
    await expect(await account.findByText(t('problems:fields.email.taken'))).toBeVisible();
  },
};

export const EmailChangeSent: Story = {
  parameters: at({}),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const account = panel(canvasElement, t('profile:account.title'));
    await userEvent.type(
      account.getByRole('textbox', { name: t('profile:account.newEmail') }),
      'alex.new@example.org',
    );
    await userEvent.type(
      within(account.getByRole('form', { name: t('profile:account.email') })).getByLabelText(
        t('profile:account.emailPassword'),
      ),
      'my password',
    );
    await userEvent.click(account.getByRole('button', { name: t('profile:account.changeEmail') }));
    await expect(
      await account.findByText(t('profile:account.emailSent', { email: 'alex.new@example.org' })),
    ).toBeVisible();
  },
};

export const WrongOldPassword: Story = {
  parameters: at({ failures: { changePassword: 'wrong_password' } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const account = within(
      within(canvasElement).getByRole('form', { name: t('profile:account.password') }),
    );
    await userEvent.type(account.getByLabelText(t('profile:account.oldPassword')), 'wrong one');
    await userEvent.type(
      account.getByLabelText(t('profile:account.newPassword')),
      'a new password',
    );
    await userEvent.type(
      account.getByLabelText(t('profile:account.repeatPassword')),
      'a new password',
    );
    await userEvent.click(
      account.getByRole('button', { name: t('profile:account.changePassword') }),
    );
    await expect(await account.findByText(t('problems:fields.old_password.wrong'))).toBeVisible();
  },
};

export const Smartphone: Story = {
  parameters: at({}),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Visitor: Story = {
  ...onWholeSite(at({ member: 'visitor' }).site),
  play: async ({ canvasElement, loaded }) => {
    await findPage(canvasElement, textsOf(loaded)('login:title'));
  },
};

/** Saving a location without a region where the country has regions: the region field says so. */
export const LocationWithoutRegion: Story = {
  parameters: at({ user: { profile: { region: null, region_code: null } } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const location = panel(canvasElement, t('profile:location.title'));
    await userEvent.click(location.getByRole('button', { name: t('forms:save') }));
    await expect(await location.findByText(t('problems:fields.region.required'))).toBeVisible();
  },
};

const themedMember: Story = { ...FreeMember };

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...themedMember, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themedMember, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themedMember, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themedMember, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themedMember, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themedMember, globals: inTheme('sunrise', 'desktop') };

/** The account part lists the members the member blocked; Unblock takes one off the list. */
export const BlockedMembers: Story = {
  parameters: at({ discovery: { blocked: [0, 3] } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const list = await within(canvasElement).findByRole('heading', {
      name: t('discovery:blockedList.title'),
    });
    await expect(list).toBeVisible();
    const [first, , , fourth] = fixtureProfileCards(60, 1);
    const unblock = (name = '') =>
      within(canvasElement).queryAllByRole('button', {
        name: t('discovery:blockedList.unblockName', { name }),
      });
    await expect(unblock(fourth?.name)).toHaveLength(1);
    await userEvent.click(unblock(first?.name)[0] as HTMLElement);
    await waitFor(() => expect(unblock(first?.name)).toHaveLength(0));
    await expect(unblock(fourth?.name)).toHaveLength(1);
  },
};
