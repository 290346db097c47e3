import { fixtureShowcaseProfiles } from '@dating/logic/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, pageDataElement, readPageData } from './page-data.js';

describe('page data', () => {
  afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

  it('travels in the page as JSON that no member’s words can end early, and reads back whole', () => {
    const [member] = fixtureShowcaseProfiles(1);
    if (!member) throw new Error('no fixture');
    const data = {
      showcase: {
        query: { count: 12 },
        profiles: [{ ...member, name: '</script><script>alert(1)</script>' }],
      },
    };
    const element = pageDataElement(data);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', element);
    expect(readPageData(document)).toEqual(data);
  });

  it('is none without the element, or with one that holds no page data', () => {
    expect(readPageData(document)).toBeUndefined();
    for (const text of ['{not json', '{"showcase":{"query":{"count":1}}}']) {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${text}</script>`,
      );
      expect(readPageData(document), text).toBeUndefined();
      document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    }
  });
});
