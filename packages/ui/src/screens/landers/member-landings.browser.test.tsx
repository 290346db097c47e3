import { fixtureSettings, fixtureShowcaseProfiles, fixtureUser } from '@dating/logic/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site.js';

const [first, second] = fixtureShowcaseProfiles(24);
const fictional = fixtureShowcaseProfiles(24).find((profile) => profile.fictional && profile.line);

describe('member landings', () => {
  it.each(['landing', 'landing2/eng', 'landing3'])(
    '/members/{id}/%s: the member, "wants to chat with you", the signup',
    async (design) => {
      const member = first as NonNullable<typeof first>;
      await renderSite({ url: `/members/${member.id}/${design}` });
      const main = within(await screen.findByRole('main'));
      const headline =
        design === 'landing3' ? `Meet ${member.name}` : `${member.name} wants to chat with you`;
      expect(await main.findByRole('heading', { level: 1, name: headline })).toBeVisible();
      expect(
        await main.findByText(
          `${member.name}, ${member.age}${member.city ? `, ${member.city}` : ''}`,
        ),
      ).toBeVisible();
      expect(
        main.getByRole('heading', { level: 2, name: 'Create your free profile' }),
      ).toBeVisible();
    },
  );

  it('quotes the member and marks a fictional one in the brand’s words', async () => {
    const member = fictional as NonNullable<typeof fictional>;
    await renderSite({ url: `/members/${member.id}/landing` });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('fictional profile')).toBeVisible();
    expect(main.getByText(member.line ?? '')).toBeVisible();
  });

  it('names the member on the signup, and remembers them for the first conversation', async () => {
    const member = second as NonNullable<typeof second>;
    const { stores } = await renderSite({ url: `/members/${member.id}/signup` });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Sign up to chat with ${member.name}` }),
    ).toBeVisible();
    // The signup on the page starts from this member: the server keeps them with the account.
    expect(stores.signup.state.draft.profile_id).toBe(member.id);
  });

  it('is a 404 for a member a visitor may not see, and for a language the brand lacks', async () => {
    const missing = await renderSite({ url: '/members/999999/landing' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    missing.unmount();
    await renderSite({
      url: `/members/${first?.id}/landing2/pol`,
      settings: fixtureSettings({ languages: ['en', 'nl'] }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
  });

  it('opens the conversation the server names once the address is confirmed, on any device', async () => {
    const member = first as NonNullable<typeof first>;
    const { location } = await renderSite({
      url: '/activate/done?token=abc',
      api: { activate: async () => ({ user: fixtureUser(), first_contact: member.id }) },
    });
    await expect.poll(() => location().pathname).toBe(`/members/${member.id}/chat`);
  });

  it('stays on the confirmation page for a signup that started from no member', async () => {
    const { location } = await renderSite({
      url: '/activate/done?token=abc',
      api: { activate: async () => ({ user: fixtureUser(), first_contact: null }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /confirmed/i })).toBeVisible();
    expect(location().pathname).toBe('/activate/done');
  });
});
