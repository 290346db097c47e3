import { ROOT_END_MARKER } from '@dating/contract/enums';
import { describe, expect, it } from 'vitest';
import { liveDocument } from './live-pages.js';

const live = {
  html: '<h1>Meet us</h1>',
  namespaces: ['landers', 'say "hi"'],
  dataElement: '<script type="application/json" id="page-data">{}</script>',
};

describe('liveDocument', () => {
  it("puts the page rendered for the request in the build's page, head and end kept", () => {
    const built = `<html lang="nl"><head><title>T</title></head><body><div id="root" data-prerendered="nl" data-namespaces="landers"><h1>Old</h1><ul aria-busy="true"></ul></div>${ROOT_END_MARKER}\n  </body></html>`;
    expect(liveDocument(built, live, 'en')).toBe(
      `<html lang="nl"><head><title>T</title></head><body><div id="root" data-prerendered="en" data-namespaces="landers say &quot;hi&quot;"><h1>Meet us</h1></div>${ROOT_END_MARKER}<script type="application/json" id="page-data">{}</script>\n  </body></html>`,
    );
  });

  it('leaves a page built before live pages (no end marker) to the build', () => {
    expect(liveDocument('<div id="root"><h1>Old</h1></div></body>', live, 'en')).toBeUndefined();
  });
});
