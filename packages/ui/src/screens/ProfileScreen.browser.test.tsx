import { ApiRequestError } from '@dating/logic';
import {
  createFakeGeolocation,
  fixtureImage,
  fixtureProfile,
  fixtureUser,
} from '@dating/logic/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';

const refuse = (status: number, error: string) => async () => {
  throw new ApiRequestError(status, { error, message: error });
};

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
    stores.session.actions.stopPolling();
  });

  it('refuses a photo over 10 MB and a file that is no photo, with clear texts', async () => {
    await renderSite({ url: '/profile', user: fixtureUser() });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    await userEvent.upload(fileInput(), jpeg(10 * 1024 * 1024 + 1));
    expect(await within(photos).findByRole('alert')).toHaveTextContent(
      'This photo is larger than 10 MB. Please choose a smaller one.',
    );
  });

  it('shows the server refusing a forged file', async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser(),
      api: { uploadPhoto: refuse(415, 'photo_not_an_image') },
    });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    await userEvent.upload(fileInput(), jpeg());
    expect(await within(photos).findByRole('alert')).toHaveTextContent(
      'This file is not a photo. Please choose a JPEG, PNG, WebP, GIF, HEIF or AVIF image.',
    );
  });

  it('makes a photo the main photo from its menu', async () => {
    const { stores } = await renderSite({ url: '/profile', user: fixtureUser() });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    await userEvent.click(
      within(photos).getByRole('button', { name: 'Photo actions: Your photo 2' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make main photo' }));
    await expect.poll(() => stores.api.callsTo('updatePhoto')).toEqual([[{ id: 6, main: true }]]);
    stores.session.actions.stopPolling();
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
      .toEqual([[{ country: 'GB', region: 'GB-ENG', city: 'Brighton' }]]);
    expect(await within(location).findByText('Saved.')).toBeVisible();
    stores.session.actions.stopPolling();
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

  it('says "New email adress is invalid." and when another account owns the address', async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser(),
      api: { requestEmailChange: refuse(409, 'email_taken') },
    });
    const account = await screen.findByRole('region', { name: 'Account' });
    const field = within(account).getByRole('textbox', { name: 'New e-mail address' });
    await userEvent.fill(field, 'not-an-address');
    await userEvent.click(within(account).getByRole('button', { name: 'Change e-mail address' }));
    expect(await within(account).findByText('New email adress is invalid.')).toBeVisible();
    await userEvent.fill(field, 'taken@example.org');
    await userEvent.click(within(account).getByRole('button', { name: 'Change e-mail address' }));
    expect(
      await within(account).findByText(
        'This email address already owns an account on this website.',
      ),
    ).toBeVisible();
  });

  it('says "Please check your old password." for a wrong current password', async () => {
    await renderSite({
      url: '/profile',
      user: fixtureUser(),
      api: { changePassword: refuse(400, 'wrong_password') },
    });
    const account = await screen.findByRole('region', { name: 'Account' });
    await userEvent.fill(within(account).getByLabelText('Current password'), 'wrong one');
    await userEvent.fill(within(account).getByLabelText('New password'), 'a new password');
    await userEvent.fill(within(account).getByLabelText('Repeat new password'), 'a new password');
    await userEvent.click(within(account).getByRole('button', { name: 'Change password' }));
    expect(await within(account).findByText('Please check your old password.')).toBeVisible();
  });

  it('switches invisible mode on', async () => {
    const { stores } = await renderSite({ url: '/profile', user: fixtureUser() });
    const account = await screen.findByRole('region', { name: 'Account' });
    await userEvent.click(within(account).getByText('Invisible mode'));
    await expect.poll(() => stores.api.callsTo('setInvisible')).toEqual([[true]]);
    expect(within(account).getByRole('switch', { name: /Invisible mode/ })).toBeChecked();
    stores.session.actions.stopPolling();
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
