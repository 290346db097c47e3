import { createFixtureStores } from '@dating/logic/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSiteI18n } from '../i18n.js';
import { SiteApp } from '../SiteApp.js';
import { SiteFooter, type SiteFooterProps } from './SiteFooter.js';

async function renderFooter(props: Partial<SiteFooterProps> = {}) {
  const i18n = await createSiteI18n('en');
  const element = (
    <SiteFooter
      brandName="Amora"
      loggedIn={false}
      supportEmail="help@amora.example"
      supportPhone="+31201234567"
      {...props}
    />
  );
  render(
    <SiteApp stores={createFixtureStores()} i18n={i18n} url="/">
      {element}
    </SiteApp>,
  );
}

describe('site footer', () => {
  it('shows the copyright line in the copyright variant only', async () => {
    await renderFooter({ variant: 'copyright', year: 2026 });
    expect(await screen.findByText('© 2026 Amora. All rights reserved.')).toBeVisible();
  });

  it('has no copyright line in the plain variant', async () => {
    await renderFooter();
    await screen.findByRole('navigation', { name: 'Footer' });
    expect(screen.queryByText(/All rights reserved/)).toBeNull();
  });

  it('links the return policy and FAQ pages for members', async () => {
    await renderFooter({ loggedIn: true });
    expect(await screen.findByRole('link', { name: 'Return policy' })).toHaveAttribute(
      'href',
      '/pages/return-policy',
    );
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/pages/faq');
    expect(screen.getByRole('link', { name: 'Complaints' })).toHaveAttribute('href', '/complaints');
  });
});
