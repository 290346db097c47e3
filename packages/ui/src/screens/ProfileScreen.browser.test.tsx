import {
  createFakeGeolocation,
  failWith,
  fixtureImage,
  fixtureProfile,
  fixtureUser,
} from '@dating/logic/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input on the page');
  return input;
}

const jpeg = (size = 2000) => new File([new Uint8Array(size)], 'me.jpg', { type: 'image/jpeg' });
const panel = (name: string) => screen.getByRole('region', { name });

describe('own profile', () => {
  it('sends visitors to the login page', async () => {
    const { location } = await renderSite({ url: '/profile' });
    await expect.poll(() => location().pathname).toBe('/login');
    expect(location().search).toBe('?redirect=%2Fprofile');
  });

  it('uploads a photo and shows it', async () => {
    const { stores } = await renderSite({ url: '/profile', user: fixtureUser() });
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    const photos = panel('Photos');
    expect(within(photos).getByText('Photos: 2 of 3')).toBeVisible();
    await userEvent.upload(fileInput(), jpeg());
    expect(await within(photos).findByText('Your photo has been added.')).toBeVisible();
    expect(within(photos).getByText('Photos: 3 of 3')).toBeVisible();
    expect(within(photos).getByRole('img', { name: 'Your photo 3' })).toBeVisible();
    expect(within(photos).getByRole('button', { name: 'Add a photo' })).toBeDisabled();
    expect(within(photos).getByText(/Free members can keep 3 photos/)).toBeVisible();
    expect(stores.api.callsTo('uploadPhoto')).toHaveLength(1);
    expect(stores.api.callsTo('uploadPhoto')[0]?.body.get('photo')).toBeInstanceOf(File);
    stores.destroy();
  });

  it('refuses a photo over 10 MB with a clear text', async () => {
    const { stores } = await renderSite({ url: '/profile', user: fixtureUser() });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    // Chosen in the page: userEvent.upload would carry 10 MB through the test runner's
    // channel, which takes 16 s on a busy machine (CI, 2026-11-27).
    fireEvent.change(fileInput(), { target: { files: [jpeg(10 * 1024 * 1024 + 1)] } });
    await waitFor(() =>
      expect(within(photos).getByRole('alert')).toHaveTextContent(
        'This photo is larger than 10 MB. Please choose a smaller one.',
      ),
    );
    expect(stores.api.callsTo('uploadPhoto')).toHaveLength(0);
    stores.destroy();
  });

  it('shows the server refusing a forged file', async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser(),
      api: { uploadPhoto: failWith('photo_not_an_image') },
    });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    await userEvent.upload(fileInput(), jpeg());
    await waitFor(() =>
      expect(within(photos).getByRole('alert')).toHaveTextContent(
        'This file is not a photo. Please choose a JPEG, PNG, WebP, GIF, HEIF or AVIF image.',
      ),
    );
  });

  it('makes a photo the main photo from its menu', async () => {
    const { stores } = await renderSite({ url: '/profile', user: fixtureUser() });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    await userEvent.click(
      within(photos).getByRole('button', { name: 'Photo actions: Your photo 2' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make main photo' }));
    await expect
      .poll(() => stores.api.callsTo('updatePhoto'))
      .toEqual([{ body: { id: 6, main: true } }]);
    stores.destroy();
  });

  it('fills the location from the device position and saves it', async () => {
    const { stores } = await renderSite({
      url: '/profile',
      user: fixtureUser({
        profile: fixtureProfile({ country: 'NL', region: null, region_code: null, city: null }),
      }),
    });
    const location = await screen.findByRole('region', { name: 'Location' });
    await userEvent.click(
      within(location).getByRole('button', { name: /Use my current location/ }),
    );
    expect(
      await within(location).findByText('Found: Brighton, England. Save to keep it.'),
    ).toBeVisible();
    expect(within(location).getByRole('textbox', { name: 'Town or city' })).toHaveValue('Brighton');
    await userEvent.click(within(location).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => stores.api.callsTo('updateProfile'))
      .toEqual([{ body: { country: 'GB', region: 'GB-ENG', city: 'Brighton' } }]);
    expect(await within(location).findByText('Saved.')).toBeVisible();
    stores.destroy();
  });

  it('says why the location could not be found', async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser(),
      geolocation: createFakeGeolocation({ failure: 'denied' }),
    });
    const location = await screen.findByRole('region', { name: 'Location' });
    await userEvent.click(
      within(location).getByRole('button', { name: /Use my current location/ }),
    );
    expect(
      await within(location).findByText(/Your browser does not allow us to see your location\./),
    ).toHaveAttribute('role', 'alert');
  });

  it('names the region as the country does', async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser({ profile: fixtureProfile({ country: 'NL', region_code: null }) }),
    });
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(await within(location).findByText('Province')).toBeVisible();
  });

  it("calls Spain's regions regions, as its list holds its autonomous communities", async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser({ profile: fixtureProfile({ country: 'ES', region_code: null }) }),
    });
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(await within(location).findByText('Region')).toBeVisible();
    expect(within(location).queryByText('Province')).toBeNull();
  });

  it('clears the town when the country changes', async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser({
        profile: fixtureProfile({ country: 'NL', region_code: 'NL-NH', city: 'Amsterdam' }),
      }),
    });
    const location = await screen.findByRole('region', { name: 'Location' });
    const town = within(location).getByRole('textbox', { name: 'Town or city' });
    expect(town).toHaveValue('Amsterdam');
    await userEvent.click(within(location).getByRole('button', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(town).toHaveValue('');
    // Germany's regions are states; none is chosen yet.
    expect(within(location).getByRole('button', { name: /^Choose… State/ })).toBeVisible();
  });

  it('asks for a region before saving where the country has regions', async () => {
    const { stores } = await renderSite({
      url: '/profile',
      user: fixtureUser({
        profile: fixtureProfile({
          country: 'NL',
          region: null,
          region_code: null,
          city: 'Utrecht',
        }),
      }),
    });
    const location = await screen.findByRole('region', { name: 'Location' });
    await userEvent.click(within(location).getByRole('button', { name: 'Save' }));
    const province = within(location).getByRole('button', { name: /Province/ });
    await waitFor(() =>
      expect(province).toHaveAccessibleDescription(/Choose where in the country you live\./),
    );
    expect(within(location).getByText('Choose where in the country you live.')).toBeVisible();
    expect(stores.api.callsTo('updateProfile')).toEqual([]);

    await userEvent.click(province);
    await userEvent.click(await screen.findByRole('option', { name: 'Utrecht' }));
    expect(within(location).queryByText('Choose where in the country you live.')).toBeNull();
    await userEvent.click(within(location).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => stores.api.callsTo('updateProfile'))
      .toEqual([{ body: { country: 'NL', region: 'NL-UT', city: 'Utrecht' } }]);
  });

  it('says "New email adress is invalid." and when another account owns the address', async () => {
    const { stores } = await renderSite({
      url: '/profile',
      user: fixtureUser(),
      api: { requestEmailChange: failWith('email_taken', { fields: { email: 'taken' } }) },
    });
    const form = await screen.findByRole('form', { name: 'E-mail address' });
    const field = within(form).getByRole('textbox', { name: 'New e-mail address' });
    const password = within(form).getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.fill(field, 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
    expect(await within(form).findByText('New email adress is invalid.')).toBeVisible();
    expect(
      within(form).getByText('Enter your current password to confirm the change.'),
    ).toBeVisible();
    expect(stores.api.callsTo('requestEmailChange')).toEqual([]);

    await userEvent.fill(field, 'taken@example.org');
    await userEvent.fill(password, 'my password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
    expect(
      await within(form).findByText('This email address already owns an account on this website.'),
    ).toBeVisible();
    expect(stores.api.callsTo('requestEmailChange')).toEqual([
      { body: { email: 'taken@example.org', password: 'my password' } },
    ]);
  });

  it('asks to check the password of an e-mail change, and to wait after too many tries', async () => {
    const wrongPassword = failWith('wrong_password', { fields: { password: 'wrong' } });
    const rateLimited = failWith('rate_limited', { minutes: 12 });
    let calls = 0;
    await renderSite({
      url: '/profile',
      user: fixtureUser(),
      api: { requestEmailChange: () => (calls++ === 0 ? wrongPassword() : rateLimited()) },
    });
    const form = await screen.findByRole('form', { name: 'E-mail address' });
    const change = within(form).getByRole('button', { name: 'Change e-mail address' });
    await userEvent.fill(
      within(form).getByRole('textbox', { name: 'New e-mail address' }),
      'new@example.org',
    );
    await userEvent.fill(within(form).getByLabelText(/^Current password/), 'wrong one');
    await userEvent.click(change);
    expect(await within(form).findByText('Please check your password.')).toBeVisible();
    await userEvent.click(change);
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Too many attempts. Please try again in 12 min.',
      ),
    );
  });

  it('says "Please check your old password." for a wrong current password', async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser(),
      api: { changePassword: failWith('wrong_password', { fields: { old_password: 'wrong' } }) },
    });
    const form = await screen.findByRole('form', { name: 'Password' });
    await userEvent.fill(within(form).getByLabelText('Current password'), 'wrong one');
    await userEvent.fill(within(form).getByLabelText('New password'), 'a new password');
    await userEvent.fill(within(form).getByLabelText('Repeat new password'), 'a new password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Please check your old password.')).toBeVisible();
  });

  it('checks a new password before sending it', async () => {
    const { stores } = await renderSite({ url: '/profile', user: fixtureUser() });
    const form = await screen.findByRole('form', { name: 'Password' });
    await userEvent.fill(within(form).getByLabelText('New password'), 'short');
    await userEvent.fill(within(form).getByLabelText('Repeat new password'), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Enter your current password.')).toBeVisible();
    expect(within(form).getByText('Use at least 8 characters')).toBeVisible();
    expect(within(form).getByText('The entered passwords are not the same.')).toBeVisible();
    expect(stores.api.callsTo('changePassword')).toEqual([]);
  });

  it('switches invisible mode on', async () => {
    const { stores } = await renderSite({ url: '/profile', user: fixtureUser() });
    const account = await screen.findByRole('region', { name: 'Account' });
    await userEvent.click(within(account).getByText('Invisible mode'));
    await expect
      .poll(() => stores.api.callsTo('updateUser'))
      .toEqual([{ body: { invisible: true } }]);
    expect(within(account).getByRole('switch', { name: /Invisible mode/ })).toBeChecked();
    stores.destroy();
  });

  it('asks for what an incomplete profile lacks until dismissed, and remembers when', async () => {
    const { stores } = await renderSite({
      url: '/profile',
      user: fixtureUser({
        profile: fixtureProfile({ photos: [], main_image: null, notes: null, interests: [] }),
      }),
    });
    const alert = await screen.findByText('Complete your profile');
    expect(screen.getByText('a photo')).toBeVisible();
    expect(screen.getByText('a few words about yourself')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(alert).not.toBeInTheDocument();
    expect(stores.alerts.state.dismissed.enrich_profile).toBe(stores.clock.now());
  });

  it('reaches every section from a sticky row of links on a phone, in one tap', async () => {
    await page.viewport(375, 740);
    await renderSite({ url: '/profile', user: fixtureUser() });
    const links = await screen.findByRole('navigation', { name: 'Profile sections' });
    const names = ['Photos', 'Location', 'Personal details', 'About me', 'Account'];
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(names);
    for (const name of names) {
      const target = within(links).getByRole('link', { name }).getAttribute('href') ?? '';
      expect(document.querySelector(target)).toBe(panel(name));
    }
    await userEvent.click(within(links).getByRole('link', { name: 'Account' }));
    // The section comes to the top of the screen, below the row of links that stays in view.
    await expect
      .poll(() => Math.round(panel('Account').getBoundingClientRect().top))
      .toBeLessThan(120);
    expect(links.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    expect(links.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      panel('Account').getBoundingClientRect().top,
    );
  });

  it('picks interests as chips, by pointer and by keyboard', async () => {
    const { stores } = await renderSite({ url: '/profile', user: fixtureUser() });
    const about = await screen.findByRole('region', { name: 'About me' });
    const interests = within(about).getByRole('group', { name: 'Interests' });
    const cooking = within(interests).getByRole('checkbox', { name: 'Cooking' });
    expect(cooking).toBeChecked();
    await userEvent.click(within(interests).getByText('Hiking', { exact: true }));
    expect(within(interests).getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
    cooking.focus();
    await userEvent.keyboard(' ');
    expect(cooking).not.toBeChecked();
    await userEvent.click(within(about).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => stores.api.callsTo('updateProfile').at(-1)?.body.interests)
      .toEqual(['travelling', 'music', 'hiking']);
  });

  it('shows a premium member the room for 25 photos and private photos apart', async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser({
        paid: true,
        profile: fixtureProfile({ private_photos: [fixtureImage(9)] }),
      }),
    });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    expect(within(photos).getByText('Photos: 3 of 25')).toBeVisible();
    expect(within(photos).getByRole('heading', { name: 'Private photos' })).toBeVisible();
  });
});
