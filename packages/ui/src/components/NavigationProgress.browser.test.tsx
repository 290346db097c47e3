import { PROGRESS_THROTTLE_MS } from '@dating/logic';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../test/render-site.js';
import { NavigationProgress } from './NavigationProgress.js';

/** A page that loads until "Loaded" is pressed. */
function Loading() {
  const [active, setActive] = useState(true);
  return (
    <>
      <NavigationProgress active={active} label="Loading page" />
      <button type="button" onClick={() => setActive(false)}>
        Loaded
      </button>
    </>
  );
}

describe('navigation progress bar', () => {
  it('appears when loading lasts longer than 200 ms and goes when it ends', async () => {
    const { stores } = await renderSite({ children: <Loading /> });
    await screen.findByRole('button', { name: 'Loaded' });
    await stores.clock.advance(PROGRESS_THROTTLE_MS - 1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await stores.clock.advance(1);
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Loaded' }));
    // It completes, then goes after the same short wait.
    await expect
      .poll(() => screen.queryByRole('progressbar')?.getAttribute('data-phase'))
      .toBe('done');
    await stores.clock.advance(PROGRESS_THROTTLE_MS);
    await expect.poll(() => screen.queryByRole('progressbar')).toBeNull();
  });

  it('never shows for a quick navigation', async () => {
    const { stores } = await renderSite({ children: <Loading /> });
    await stores.clock.advance(PROGRESS_THROTTLE_MS - 100);
    await userEvent.click(await screen.findByRole('button', { name: 'Loaded' }));
    await stores.clock.advance(PROGRESS_THROTTLE_MS * 2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
