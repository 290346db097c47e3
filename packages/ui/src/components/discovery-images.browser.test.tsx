import type { Image, LikeProfile } from '@dating/contract';
import { createFixtureStores } from '@dating/logic/testing';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createSiteI18n } from '../i18n.js';
import { MatchModal } from '../modals/MatchModal.js';
import { SiteApp } from '../SiteApp.js';
import { BlockedList } from './BlockedList.js';
import { LikeCard } from './LikeCard.js';
import { PhotoGrid } from './PhotoGrid.js';
import { ProfileHeader } from './ProfileHeader.js';

const CDN = 'https://cdn.amora.example';
const noop = () => {};
const fictionalLabel = { icon: '🎭', label: 'fictional profile' };

const image: Image = {
  id: 7,
  filename: '/uploads/anna.jpg',
  thumb_filename: '/uploads/anna-thumb.jpg',
  thumb_2x_filename: '/uploads/anna-thumb-2x.jpg',
  status: 'active',
  match: '/uploads/anna-match.jpg',
};

const anna = {
  id: 12,
  name: 'Anna',
  age: 29,
  gender: 'female' as const,
  country: 'NL',
  region: 'Utrecht',
  city: 'Utrecht',
  main_image: image,
  fictional: false,
  online: false,
};

async function renderInSite(element: ReactNode) {
  const i18n = await createSiteI18n('en', { preloadAll: true });
  render(
    <SiteApp stores={createFixtureStores()} i18n={i18n} url="/">
      {element}
    </SiteApp>,
  );
}

// Every image of the discovery parts comes from the brand's CDN (`settings.cdn_prefix`).
describe('discovery images', () => {
  it('loads the profile header photo from the CDN', async () => {
    await renderInSite(
      <ProfileHeader
        profile={{ ...anna, photos: [image], private_photos: [], locked_photos: 0 }}
        fictionalLabel={fictionalLabel}
        sharedInterests={[]}
        isNew={false}
        onShowPhotos={noop}
        cdnPrefix={CDN}
      />,
    );
    const photo = await screen.findByRole('img', { name: 'Photo of Anna' });
    expect(photo).toHaveAttribute('src', `${CDN}/uploads/anna.jpg`);
  });

  it('loads thumbnails at 1x and 2x from the CDN in the photo grid', async () => {
    await renderInSite(
      <PhotoGrid
        profile={{ name: 'Anna', photos: [image], private_photos: [], locked_photos: 0 }}
        viewer="premium"
        cdnPrefix={CDN}
      />,
    );
    const photo = await screen.findByRole('img', { name: 'Photo 1 of Anna' });
    expect(photo).toHaveAttribute('src', `${CDN}/uploads/anna-thumb.jpg`);
    expect(photo).toHaveAttribute(
      'srcset',
      `${CDN}/uploads/anna-thumb.jpg 1x, ${CDN}/uploads/anna-thumb-2x.jpg 2x`,
    );
  });

  it('loads the like card and blocked list thumbnails from the CDN', async () => {
    const liked: LikeProfile = { ...anna, like: 'received', liked_at: '2026-01-15T10:30:00.000Z' };
    await renderInSite(
      <>
        <LikeCard profile={liked} isNew={false} fictionalLabel={fictionalLabel} cdnPrefix={CDN} />
        <BlockedList
          profiles={[{ ...anna, id: 13, name: 'Bea' }]}
          onUnblock={noop}
          fictionalLabel={fictionalLabel}
          cdnPrefix={CDN}
        />
      </>,
    );
    const card = await screen.findByRole('img', { name: 'Photo of Anna' });
    expect(card).toHaveAttribute('src', `${CDN}/uploads/anna-thumb.jpg`);
    expect(screen.getByRole('img', { name: 'Photo of Bea' })).toHaveAttribute(
      'srcset',
      `${CDN}/uploads/anna-thumb.jpg 1x, ${CDN}/uploads/anna-thumb-2x.jpg 2x`,
    );
  });

  it('loads both match photos from the CDN', async () => {
    await renderInSite(
      <MatchModal
        isOpen
        onClose={noop}
        member={anna}
        fictionalLabel={fictionalLabel}
        ownName="Alex"
        ownImage="/uploads/alex-match.jpg"
        onMessage={noop}
        cdnPrefix={CDN}
      />,
    );
    const own = await screen.findByRole('img', { name: 'Your photo' });
    expect(own).toHaveAttribute('src', `${CDN}/uploads/alex-match.jpg`);
    expect(screen.getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute(
      'src',
      `${CDN}/uploads/anna-match.jpg`,
    );
  });
});
