import { fixtureUser } from '@dating/logic/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';

describe('notification settings', () => {
  it('is reached from Settings in the account menu and switches a type off', async () => {
    const { stores, location } = await renderSite({ url: '/members', user: fixtureUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    await expect.poll(() => location().pathname).toBe('/notifications');
    const types = await screen.findByRole('region', { name: 'What we notify you about' });
    expect(within(types).getAllByRole('switch')).toHaveLength(8);
    expect(within(types).getByRole('switch', { name: 'News about Heartline' })).toBeChecked();
    await userEvent.click(within(types).getByText('Offers and discounts'));
    await expect
      .poll(() => stores.api.callsTo('updateNotifications'))
      .toEqual([{ body: { notifications_disabled: ['promotions'] } }]);
    stores.destroy();
  });

  it('says why e-mail stopped and turns it back on', async () => {
    const { stores } = await renderSite({
      url: '/notifications',
      user: fixtureUser({ email_disabled: 'bounce' }),
    });
    const email = await screen.findByRole('region', { name: 'E-mail' });
    expect(
      within(email).getByText(
        'We stopped sending you e-mails because they could not be delivered to alex@example.com.',
      ),
    ).toBeVisible();
    expect(within(email).getByRole('link', { name: 'Check my e-mail address' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(within(email).getByRole('button', { name: 'Turn e-mail back on' }));
    expect(await within(email).findByText('We send e-mails to alex@example.com.')).toBeVisible();
    stores.destroy();
  });

  it('deletes the account after a reason and a countdown', async () => {
    const { stores, location } = await renderSite({ url: '/notifications', user: fixtureUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeVisible();
    await userEvent.click(within(dialog).getByText('Another reason'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Tell us your reason.')).toBeVisible();
    await userEvent.fill(
      within(dialog).getByRole('textbox', { name: /Tell us more/ }),
      'Moving abroad',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // Once, before the confirmation: the company's offer to stay.
    const offer = await screen.findByRole('dialog', { name: 'Before you go' });
    expect(within(offer).getByText(/get 50% off your next package/)).toBeVisible();
    await userEvent.click(
      within(offer).getByRole('button', { name: 'No thanks, delete my account' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    const button = within(confirm).getByRole('button', { name: 'Delete my account (5)' });
    expect(button).toBeDisabled();
    for (let second = 0; second < 5; second += 1) await stores.clock.advance(1000);
    const ready = await within(confirm).findByRole('button', { name: 'Delete my account' });
    expect(ready).toBeEnabled();
    await userEvent.click(ready);
    await expect.poll(() => location().pathname).toBe('/account-deleted');
    expect(stores.api.callsTo('deleteAccount')).toEqual([
      { body: { reason: 'other', remarks: 'Moving abroad' } },
    ]);
    expect(stores.session.state.user).toBeNull();
  });

  it('takes the offer to stay to the packages, with its code taken off', async () => {
    const { stores, location } = await renderSite({ url: '/notifications', user: fixtureUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    await userEvent.click(within(dialog).getByText('It is too expensive'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const offer = await screen.findByRole('dialog', { name: 'Before you go' });
    await userEvent.click(within(offer).getByRole('link', { name: 'Take 50% off' }));
    await expect
      .poll(() => `${location().pathname}${location().search}`)
      .toBe('/credits?code=STAY-7KQ2M9XP');
    expect(
      await screen.findByText(
        'Code STAY-7KQ2M9XP: 50% off is taken off the packages it applies to.',
      ),
    ).toBeVisible();
    expect(stores.api.callsTo('deleteAccount')).toEqual([]);
  });

  it('keeps the account when the member changes their mind', async () => {
    const { stores } = await renderSite({ url: '/notifications', user: fixtureUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stores.api.callsTo('deleteAccount')).toEqual([]);
  });
});
