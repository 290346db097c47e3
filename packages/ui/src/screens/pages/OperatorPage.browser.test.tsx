import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site.js';

const pages = {
  terms: {
    en: {
      title: 'Our terms',
      html: '<h2>Who we are</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt; and <a href="https://example.org">a link</a></p>\n',
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
