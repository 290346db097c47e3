import { showcaseResponseSchema } from '@dating/contract';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { openingLine } from '../profiles/showcase.js';
import {
  addMember,
  addPhotoRow,
  describeEachDatabase,
  siteHeaders,
} from '../test-support/test-server.js';

/** A photo of a member of the brand amora. */
const addPhoto = (
  database: Kysely<Database>,
  memberId: number,
  values: { private?: boolean; status?: 'active' | 'pending' } = {},
) =>
  addPhotoRow(database, memberId, {
    filename: `amora/${memberId}.jpg`,
    thumb: `amora/${memberId}-thumb.jpg`,
    ...values,
  });

const showcase = (query = '', slug = 'amora') => ({
  url: `/api/showcase.php${query}`,
  headers: siteHeaders(slug),
});

describe('openingLine', () => {
  it('quotes the first line of the about-me text, cut after a word at 140 characters', () => {
    expect(openingLine(null)).toBeNull();
    expect(openingLine('  \n ')).toBeNull();
    expect(openingLine('  Hi there!\nSecond line')).toBe('Hi there!');
    const long = `${'word '.repeat(40)}end`;
    const line = openingLine(long) ?? '';
    expect(line.endsWith('word…')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(141);
    expect(openingLine('x'.repeat(200))).toBe(`${'x'.repeat(140)}…`);
  });
});

describeEachDatabase('the showcase of the public pages', (start) => {
  it("shows the brand's findable members with a public approved photo, recently seen first", async () => {
    const { app, database } = await start();
    const seenEarlier = await addMember(database, {
      site: 'amora',
      email: 'earlier@amora.example',
      name: 'Earlier',
      notes: 'Coffee first, then adventures.',
      last_seen_at: new Date(Date.UTC(2026, 5, 14)),
    });
    const seenLater = await addMember(database, {
      site: 'amora',
      email: 'later@amora.example',
      name: 'Later',
      fictional: true,
      gender: 'male',
      city: 'Den Haag',
      region: 'NL-ZH',
      last_seen_at: new Date(Date.UTC(2026, 5, 15)),
    });
    const privateOnly = await addMember(database, {
      site: 'amora',
      email: 'private@amora.example',
      name: 'PrivateOnly',
    });
    const pendingOnly = await addMember(database, {
      site: 'amora',
      email: 'pending@amora.example',
      name: 'PendingOnly',
    });
    await addMember(database, { site: 'amora', email: 'nophoto@amora.example', name: 'NoPhoto' });
    const hidden = await addMember(database, {
      site: 'amora',
      email: 'hidden@amora.example',
      name: 'Hidden',
      profile_status: 'disabled',
    });
    const deleted = await addMember(database, {
      site: 'amora',
      email: 'deleted@amora.example',
      name: 'Deleted',
      status: 'deleted',
    });
    const otherBrand = await addMember(database, {
      site: 'closed-club',
      email: 'other@closed.example',
      name: 'OtherBrand',
      country: 'DE',
      region: 'DE-BE',
    });
    for (const id of [seenEarlier, seenLater, hidden, deleted, otherBrand]) {
      await addPhoto(database, id);
    }
    await addPhoto(database, privateOnly, { private: true });
    await addPhoto(database, pendingOnly, { status: 'pending' });

    const response = await app.inject(showcase());
    expect(response.statusCode).toBe(200);
    const { profiles } = showcaseResponseSchema.parse(response.json());
    expect(profiles.map((profile) => profile.name)).toEqual(['Later', 'Earlier']);
    expect(profiles[0]).toMatchObject({ fictional: true, line: null });
    expect(profiles[0]).not.toHaveProperty('position');
    expect(profiles[1]).toMatchObject({ line: 'Coffee first, then adventures.' });
    expect(profiles[1]?.main_image?.filename).toBe(`/uploads/amora/${seenEarlier}.jpg`);

    const men = showcaseResponseSchema.parse((await app.inject(showcase('?gender=male'))).json());
    expect(men.profiles.map((profile) => profile.name)).toEqual(['Later']);
    const one = showcaseResponseSchema.parse((await app.inject(showcase('?count=1'))).json());
    expect(one.profiles).toHaveLength(1);
  });

  it("places members at their town's centre for the map, by the name they use", async () => {
    const { app, database } = await start();
    const amsterdam = await addMember(database, {
      site: 'amora',
      email: 'ams@amora.example',
      city: 'Amsterdam',
    });
    const denHaag = await addMember(database, {
      site: 'amora',
      email: 'dh@amora.example',
      city: 'Den Haag',
      region: 'NL-ZH',
    });
    const nowhere = await addMember(database, {
      site: 'amora',
      email: 'nowhere@amora.example',
      city: 'Nowhere-on-Sea',
    });
    for (const id of [amsterdam, denHaag, nowhere]) await addPhoto(database, id);
    const { profiles } = showcaseResponseSchema.parse(
      (await app.inject(showcase('?positions=1'))).json(),
    );
    const at = (id: number) => profiles.find((profile) => profile.id === id)?.position;
    expect(at(amsterdam)).toEqual({ latitude: 52.37, longitude: 4.89 });
    expect(at(denHaag)?.latitude).toBeCloseTo(52.08, 1);
    expect(at(denHaag)?.longitude).toBeCloseTo(4.3, 1);
    expect(at(nowhere)).toBeNull();
  });

  it('gives one member for a member landing, and not_found for one a visitor may not see (hidden, deleted, another brand)', async () => {
    const { app, database } = await start();
    const shown = await addMember(database, { site: 'amora', email: 'a@amora.example' });
    const hidden = await addMember(database, {
      site: 'amora',
      email: 'h@amora.example',
      profile_status: 'disabled',
    });
    const deleted = await addMember(database, {
      site: 'amora',
      email: 'd@amora.example',
      status: 'deleted',
    });
    const other = await addMember(database, {
      site: 'closed-club',
      email: 'o@closed.example',
      country: 'DE',
      region: 'DE-BE',
    });
    const found = await app.inject(showcase(`?member=${shown}`));
    expect(found.statusCode).toBe(200);
    expect(found.json().profiles.map((profile: { id: number }) => profile.id)).toEqual([shown]);
    for (const id of [hidden, deleted, other, 999_999]) {
      const response = await app.inject(showcase(`?member=${id}`));
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it("keeps a brand's list a minute, but looks a member landing's member up every time", async () => {
    const { app, database, clock } = await start();
    const first = await addMember(database, { site: 'amora', email: 'first@amora.example' });
    await addPhoto(database, first);
    const names = async (query = '') =>
      (await app.inject(showcase(query)))
        .json()
        .profiles.map((profile: { id: number }) => profile.id);
    expect(await names()).toEqual([first]);
    const second = await addMember(database, { site: 'amora', email: 'second@amora.example' });
    await addPhoto(database, second);
    expect(await names()).toEqual([first]);
    expect(await names(`?member=${second}`)).toEqual([second]);
    clock.advance(60_001);
    expect(await names()).toEqual([second, first]);
    // A member hidden meanwhile is no member landing at once.
    await database
      .updateTable('members')
      .set({ profile_status: 'disabled' })
      .where('id', '=', second)
      .execute();
    expect((await app.inject(showcase(`?member=${second}`))).statusCode).toBe(404);
  });

  it('refuses a count beyond 24 and unknown values with the field named', async () => {
    const { app } = await start();
    for (const [query, field] of [
      ['?count=25', 'count'],
      ['?count=0', 'count'],
      ['?gender=robot', 'gender'],
      ['?member=abc', 'member'],
      ['?positions=yes', 'positions'],
    ] as const) {
      const response = await app.inject(showcase(query));
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ fields: { [field]: expect.any(String) } });
    }
  });
});
