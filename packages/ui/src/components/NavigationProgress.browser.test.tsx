import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from './NavigationProgress.js';

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('navigation progress bar', () => {
  it('appears when loading lasts longer than 200 ms and goes when it ends', async () => {
    const view = render(<NavigationProgress active label="Loading page" />);
    await wait(120);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    view.rerender(<NavigationProgress active={false} label="Loading page" />);
    await expect.poll(() => screen.queryByRole('progressbar')).toBeNull();
  });

  it('never shows for a quick navigation', async () => {
    const view = render(<NavigationProgress active label="Loading page" />);
    await wait(100);
    view.rerender(<NavigationProgress active={false} label="Loading page" />);
    await wait(300);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
