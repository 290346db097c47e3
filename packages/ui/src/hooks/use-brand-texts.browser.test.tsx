import type { ProfileCard } from '@dating/contract';
import { fixtureImage, fixtureSettings } from '@dating/logic/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/render-site.js';

// A brand whose domain language is German, with its own texts in German and English only.
const settings = fixtureSettings({
  domain_language: 'de-DE',
  index_title: { de: 'Herzklopfen: Singles treffen', en: 'Herzklopfen: meet singles' },
  description: { de: 'Singles kennenlernen.', en: 'Meet singles.' },
  fictional_icon: '💫',
  fictional_warning: { de: 'Einige Profile sind fiktiv.', en: 'Some profiles are fictional.' },
  fictional_singular: { de: 'fiktives Profil', en: 'fictional profile' },
  fictional_plural: { de: 'fiktive Profile', en: 'fictional profiles' },
});

const fictionalCard: ProfileCard = {
  id: 7,
  name: 'Greta',
  age: 33,
  gender: 'female',
  country: 'DE',
  region: 'Berlin',
  city: 'Berlin',
  main_image: fixtureImage(7),
  fictional: true,
  online: false,
};

describe('brand texts in the member language', () => {
  it('shows the home title, description, tab title and disclaimer in English', async () => {
    await renderSite({ url: '/', settings, language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Herzklopfen: meet singles' }),
    ).toBeVisible();
    expect(screen.getByText('Meet singles.')).toBeVisible();
    expect(screen.getByText('Some profiles are fictional.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Herzklopfen: meet singles'));
  });

  it('falls back to the domain language where the brand has no text of its own', async () => {
    await renderSite({ url: '/', settings, language: 'pl' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Herzklopfen: Singles treffen' }),
    ).toBeVisible();
    expect(screen.getByText('Einige Profile sind fiktiv.')).toBeVisible();
  });

  it('labels a fictional member card in English on a German brand', async () => {
    await renderSite({ url: '/members', settings, language: 'en', profiles: [fictionalCard] });
    const results = await screen.findByRole('region', { name: 'Search results' });
    const greta = await within(results).findByRole('article');
    expect(within(greta).getByText(/fictional profile/)).toHaveTextContent('💫 fictional profile');
    expect(within(greta).queryByText(/fiktives Profil/)).toBeNull();
  });

  it('follows a change of language', async () => {
    const { stores } = await renderSite({ url: '/', settings, language: 'en' });
    expect(await screen.findByText('Some profiles are fictional.')).toBeVisible();
    await stores.locale.actions.setLanguage('de');
    expect(await screen.findByText('Einige Profile sind fiktiv.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Herzklopfen: Singles treffen',
    );
  });
});
