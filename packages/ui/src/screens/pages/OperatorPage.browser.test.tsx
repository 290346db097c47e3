import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site.js';

const pages = {
  terms: {
    en: {
      title: 'Our terms',
      html: async () =>
        '<h2>Who we are</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt; and <a href="https://example.org">a link</a></p>\n',
    },
  },
};

describe("the operator's version of a legal page", () => {
  it('shows in its language instead of the product’s document, title and tab included', async () => {
    await renderSite({ url: '/pages/terms', pages });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our terms' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    // The operator's text is text: typed markup shows as written, never runs.
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute(
      'href',
      'https://example.org',
    );
    expect(document.title).toBe('Our terms | Heartline');
  });

  it('leaves the other languages and pages to the product', async () => {
    const german = await renderSite({ url: '/pages/terms', pages, language: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeVisible();
    german.unmount();
    await renderSite({ url: '/pages/privacy', pages });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });
});

describe("a page of the operator's own", () => {
  const own = {
    ...pages,
    'safety-tips': {
      en: { title: 'Dating safely', html: async () => '<p>Meet in a public place first.</p>\n' },
      de: {
        title: 'Sicher daten',
        html: async () => '<p>Trefft euch zuerst an einem öffentlichen Ort.</p>\n',
      },
    },
  };

  it('shows at its own address in the visitor’s language', async () => {
    await renderSite({ url: '/safety-tips', pages: own, language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sicher daten' })).toBeVisible();
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
    expect(document.title).toBe('Sicher daten | Heartline');
  });

  it('shows in the brand’s main language, marked as such, where the visitor’s is missing', async () => {
    await renderSite({ url: '/safety-tips', pages: own, language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dating safely' })).toBeVisible();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
  });

  it('is linked from the footer by its title, in the language it shows in', async () => {
    await renderSite({ url: '/pages/terms', pages: own, language: 'fr' });
    const footer = within(await screen.findByRole('navigation', { name: 'Pied de page' }));
    expect(footer.getByRole('link', { name: 'Dating safely' })).toHaveAttribute(
      'href',
      '/safety-tips',
    );
  });

  it('is the 404 page for an address of its shape that is no page of the brand', async () => {
    await renderSite({ url: '/safety', pages: own });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    // A legal page is no own page: /terms is not /pages/terms.
    await renderSite({ url: '/terms', pages: own });
    expect(
      await screen.findAllByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toHaveLength(2);
  });
});
