import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderSite } from '../../test/render-site.js';

describe('language page', () => {
  it("lists the brand's languages under its countries and switches as the locale menu does", async () => {
    const { stores } = await renderSite({ url: '/lang-config' });
    await screen.findByRole('heading', { level: 1, name: 'Language' });
    const belgium = screen.getByRole('region', { name: 'Belgium' });
    expect(
      within(belgium)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Nederlands', 'Français', 'Deutsch']);
    expect(
      within(screen.getByRole('region', { name: 'United Kingdom' })).getByRole('button', {
        name: 'English',
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(belgium).getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
    expect(screen.getByText('Heartline wird jetzt auf Deutsch angezeigt.')).toBeVisible();
    expect(stores.cookies.get('i18n_redirected')).toBe('de');
    expect(
      within(screen.getByRole('region', { name: 'Deutschland' })).getByRole('button', {
        name: 'Deutsch',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
