import { searchResponseSchema } from '@dating/contract';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import {
  addMember,
  describeEachDatabase,
  siteHeaders,
  TEST_PASSWORD,
} from '../test-support/test-server.js';

/** The fake clock starts on 2026-06-15, so these birth dates give exact ages. */
async function addSearchMembers(database: Kysely<Database>) {
  await addMember(database, {
    site: 'amora',
    email: 'young@amora.example',
    name: 'Young',
    date_of_birth: '2008-06-15',
  }); // 18 today
  await addMember(database, {
    site: 'amora',
    email: 'nearly@amora.example',
    name: 'Nearly',
    date_of_birth: '2008-06-16',
  }); // 17
  await addMember(database, {
    site: 'amora',
    email: 'jan@amora.example',
    name: 'Jan',
    gender: 'male',
    date_of_birth: '1986-06-15', // 40
    country: 'BE',
    region: 'BE-VAN',
    city: 'Antwerpen',
  });
  await addMember(database, {
    site: 'amora',
    email: 'fictional@amora.example',
    name: 'Fiona',
    fictional: true,
    date_of_birth: '1990-01-01',
  });
  await addMember(database, {
    site: 'amora',
    email: 'hidden@amora.example',
    name: 'Hidden',
    profile_status: 'disabled',
  });
  await addMember(database, {
    site: 'amora',
    email: 'gone@amora.example',
    name: 'Gone',
    status: 'deleted',
  });
  await addMember(database, {
    site: 'closed-club',
    email: 'other@closed.example',
    name: 'Other',
    country: 'DE',
    region: 'DE-BE',
  });
}

const search = (query: string, headers = siteHeaders('amora')) => ({
  url: `/api/search.php${query}`,
  headers,
});

describeEachDatabase('member search', (start) => {
  it('finds the active members of the brand only, with card details', async () => {
    const { app, database } = await start();
    await addSearchMembers(database);
    const response = await app.inject(search(''));
    expect(response.statusCode).toBe(200);
    const body = searchResponseSchema.parse(response.json());
    expect(body.profiles.map((profile) => profile.name).sort()).toEqual(['Fiona', 'Jan', 'Young']);
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 24, numResults: 3 });
    const jan = body.profiles.find((profile) => profile.name === 'Jan');
    expect(jan).toMatchObject({
      age: 40,
      gender: 'male',
      country: 'BE',
      region: 'Antwerpen',
      city: 'Antwerpen',
      fictional: false,
    });
    expect(body.profiles.find((profile) => profile.name === 'Fiona')?.fictional).toBe(true);
  });

  it('filters by gender, country, region and inclusive ages', async () => {
    const { app, database } = await start();
    await addSearchMembers(database);
    const names = async (query: string) =>
      ((await app.inject(search(query))).json().profiles as { name: string }[])
        .map((profile) => profile.name)
        .sort();
    expect(await names('?gender=male')).toEqual(['Jan']);
    expect(await names('?country=NL')).toEqual(['Fiona', 'Young']);
    expect(await names('?country=BE&countryregion=BE-VAN')).toEqual(['Jan']);
    expect(await names('?min_age=18&max_age=18')).toEqual(['Young']);
    expect(await names('?min_age=40&max_age=40')).toEqual(['Jan']);
    expect(await names('?min_age=19&max_age=39')).toEqual(['Fiona']);
    expect(await names('?gender=&country=')).toEqual(['Fiona', 'Jan', 'Young']);
  });

  it('shows members seen in the last 5 minutes as online, unless invisible', async () => {
    const { app, database, clock } = await start();
    const seen = new Date(clock.now() - 60_000);
    await addMember(database, {
      site: 'amora',
      email: 'online@amora.example',
      name: 'Online',
      last_seen_at: seen,
    });
    await addMember(database, {
      site: 'amora',
      email: 'ghost@amora.example',
      name: 'Ghost',
      last_seen_at: seen,
      invisible: true,
    });
    await addMember(database, {
      site: 'amora',
      email: 'away@amora.example',
      name: 'Away',
      last_seen_at: new Date(clock.now() - 600_000),
    });
    const profiles = (await app.inject(search(''))).json().profiles as {
      name: string;
      online: boolean;
    }[];
    expect(Object.fromEntries(profiles.map((profile) => [profile.name, profile.online]))).toEqual({
      Online: true,
      Ghost: false,
      Away: false,
    });
  });

  it('pages by 24', async () => {
    const { app, database } = await start();
    for (let index = 0; index < 30; index += 1) {
      await database
        .insertInto('members')
        .values({
          site: 'amora',
          email: `member${index}@amora.example`,
          password_hash: 'unused',
          status: 'active',
          language: 'nl',
          signup_date: new Date(),
          name: `Member ${index}`,
          gender: 'female',
          sexuality: 'hetero',
          date_of_birth: '1990-05-05',
          country: 'NL',
        })
        .execute();
    }
    const first = (await app.inject(search('?page=1'))).json();
    const second = (await app.inject(search('?page=2'))).json();
    expect(first.profiles).toHaveLength(24);
    expect(second.profiles).toHaveLength(6);
    expect(second).toMatchObject({ pageNumber: 2, numResults: 30 });
    const ids = new Set(
      [...first.profiles, ...second.profiles].map((profile: { id: number }) => profile.id),
    );
    expect(ids.size).toBe(30);
  });

  it('never finds the searcher themself', async () => {
    const { app, database } = await start();
    await addSearchMembers(database);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: siteHeaders('amora'),
      payload: { email: 'jan@amora.example', password: TEST_PASSWORD },
    });
    const cookie = login.cookies.find((entry) => entry.name === 'auth.session')?.value ?? '';
    const body = (await app.inject({ ...search(''), cookies: { 'auth.session': cookie } })).json();
    expect(body.profiles.map((profile: { name: string }) => profile.name).sort()).toEqual([
      'Fiona',
      'Young',
    ]);
  });

  it('answers 400 validation_failed with the fields of a bad query', async () => {
    const { app } = await start();
    for (const [query, field] of [
      ['?gender=robot', 'gender'],
      ['?country=XX', 'country'],
      ['?min_age=17', 'min_age'],
      ['?min_age=40&max_age=30', 'min_age'],
      ['?page=0', 'page'],
      ['?max_age=abc', 'max_age'],
    ] as const) {
      const response = await app.inject(search(query));
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_failed',
        fields: { [field]: expect.any(String) },
      });
    }
  });

  it("refuses visitors without a traffic source when the brand's logged_out_search is 'none'", async () => {
    const { app, database } = await start();
    await addSearchMembers(database);
    await addMember(database, {
      site: 'closed-club',
      email: 'me@closed.example',
      country: 'AT',
      region: 'AT-9',
    });
    const visitor = await app.inject(search('', siteHeaders('closed-club')));
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({
      error: 'authentication_required',
      authentication_required: true,
    });
    // Arriving through a traffic source opens it (logged_out_search_trafficsource 'all').
    const fromCampaign = await app.inject(
      search('?trafficsource=adnet', siteHeaders('closed-club')),
    );
    expect(fromCampaign.statusCode).toBe(200);
    expect(fromCampaign.json().numResults).toBe(2);

    const login = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: siteHeaders('closed-club'),
      payload: { email: 'me@closed.example', password: TEST_PASSWORD },
    });
    const cookie = login.cookies.find((entry) => entry.name === 'auth.session')?.value ?? '';
    const member = await app.inject({
      ...search('', siteHeaders('closed-club')),
      cookies: { 'auth.session': cookie },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json().profiles.map((profile: { name: string }) => profile.name)).toEqual([
      'Other',
    ]);
  });
});
