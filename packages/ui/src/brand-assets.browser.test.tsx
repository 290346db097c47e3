import type { BrandAssets } from '@dating/contract/enums';
import { fixtureCompanyInfo } from '@dating/logic/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from './test/render-site.js';

/** A brand with every image of its own, as the generator describes them. */
const OWN: BrandAssets = {
  logo: { src: '/brand/logo.svg', width: 160, height: 40 },
  hero: {
    src: '/brand/hero-960.webp',
    width: 1600,
    height: 1000,
    sources: [
      { type: 'image/avif', srcSet: '/brand/hero-1280.avif 1280w, /brand/hero-640.avif 640w' },
      { type: 'image/webp', srcSet: '/brand/hero-1280.webp 1280w, /brand/hero-640.webp 640w' },
    ],
  },
  video: { src: '/brand/lander.mp4', type: 'video/mp4' },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the brand’s own look', () => {
  it('puts the brand’s logo in the header, named by the brand', async () => {
    await renderSite({ url: '/', assets: OWN });
    const home = within(await screen.findByRole('banner')).getByRole('link', { name: 'Heartline' });
    const logo = within(home).getByRole('img', { name: 'Heartline' });
    expect(logo).toHaveAttribute('src', '/brand/logo.svg');
    // 32 px high below 1200 px (40 on a wide screen), in its own shape from the start.
    const box = logo.getBoundingClientRect();
    expect(box.height).toBe(window.innerWidth < 1200 ? 32 : 40);
    expect(box.width / box.height).toBe(4);
  });

  it('draws a logo from the brand’s name and theme for a brand without one', async () => {
    await renderSite({ url: '/landers/gallery' });
    const home = within(await screen.findByRole('banner')).getByRole('link', { name: 'Heartline' });
    expect(within(home).queryByRole('img')).toBeNull();
    expect(home).toHaveTextContent('HHeartline');
  });

  it('shows the brand’s hero on the home page, AVIF first, at the width the screen needs', async () => {
    await renderSite({ url: '/', assets: OWN });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toBeVisible();
    const picture = main.querySelector('picture');
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('sizes', '(min-width: 768px) 45vw, 100vw');
    const image = picture?.querySelector('img');
    expect(image).toHaveAttribute('src', '/brand/hero-960.webp');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('alt', '');
    expect(main.querySelector('img[src^="/theme/"]')).toBeNull();
    const box = (image as HTMLImageElement).getBoundingClientRect();
    expect(box.height / box.width).toBeCloseTo(1000 / 1600, 2);
  });

  it('plays the brand’s film on the video lander, with a button to pause it', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => false);
    await renderSite({ url: '/landers/video', assets: OWN });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1 })).toBeVisible();
    const video = main.querySelector('video');
    expect(video).toHaveAttribute('poster', '/brand/hero-960.webp');
    expect(video?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video?.querySelector('source')).toHaveAttribute('src', '/brand/lander.mp4');
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(await within(main).findByRole('button', { name: 'Pause the video' }));
    expect(within(main).getByRole('button', { name: 'Play the video' })).toBeVisible();
    // The signup is on the page, as on every lander.
    expect(within(main).getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });

  it('plays the photo transitions on the video lander of a brand without a film', async () => {
    await renderSite({ url: '/landers/video' });
    const main = await screen.findByRole('main');
    expect(main.querySelector('video')).toBeNull();
    expect(await within(main).findByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
  });

  it('names who runs the brand in the footer of every layout', async () => {
    await renderSite({ url: '/landers/gallery', companyInfo: fixtureCompanyInfo() });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(
      footer.getByText('Heartline is run by Heartline Media B.V., Keizersgracht 100, Amsterdam.'),
    ).toBeVisible();
    expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/pages/service');
  });
});
