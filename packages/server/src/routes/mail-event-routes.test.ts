import { expect, it } from 'vitest';
import { siteClient } from '../test-support/site-client.js';
import { addMember, describeEachDatabase, type TestServer } from '../test-support/test-server.js';

const SECRET = 'provider-webhook-secret-0123456789';

/** Posts events to Amora as the provider would; `secret: null` sends no Authorization header. */
function postEvents(server: TestServer, body: unknown, secret: string | null = SECRET) {
  return siteClient(server.app, 'amora').request(
    'POST',
    '/api/mail-events.php',
    body as object,
    secret === null ? {} : { authorization: `Bearer ${secret}` },
  );
}

async function emailDisabled(server: TestServer, site: string, email: string) {
  const member = await server.database
    .selectFrom('members')
    .select('email_disabled')
    .where('site', '=', site)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return member.email_disabled;
}

const BOUNCE = { events: [{ email: 'eva@amora.example', type: 'bounce' }] };

describeEachDatabase('mail events (the mail provider webhook)', (start) => {
  it('is off until the operator sets a secret', async () => {
    const server = await start();
    await addMember(server.database, { site: 'amora', email: 'eva@amora.example' });
    const response = await postEvents(server, BOUNCE);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('MAIL_WEBHOOK_SECRET');
    expect(await emailDisabled(server, 'amora', 'eva@amora.example')).toBeNull();
  });

  it('refuses a missing or wrong secret', async () => {
    const server = await start({ mailWebhookSecret: SECRET });
    await addMember(server.database, { site: 'amora', email: 'eva@amora.example' });
    for (const secret of [null, 'guess', `${SECRET}x`]) {
      const refused = await postEvents(server, BOUNCE, secret);
      expect(refused.statusCode, String(secret)).toBe(401);
      expect(refused.json().error).toBe('authentication_required');
    }
    expect(await emailDisabled(server, 'amora', 'eva@amora.example')).toBeNull();
  });

  it('names what is wrong with a malformed call and changes nothing', async () => {
    const server = await start({ mailWebhookSecret: SECRET });
    await addMember(server.database, { site: 'amora', email: 'eva@amora.example' });
    const response = await postEvents(server, {
      events: [
        { email: 'eva@amora.example', type: 'bounce' },
        { email: 'not an address', type: 'hard_bounce' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ events: 'invalid' });
    expect(await emailDisabled(server, 'amora', 'eva@amora.example')).toBeNull();
    expect((await postEvents(server, { events: [] })).json().fields).toEqual({
      events: 'required',
    });
  });

  it("turns e-mail off for the brand's members with the reason, the last event counting", async () => {
    const server = await start({ mailWebhookSecret: SECRET });
    for (const email of ['eva@amora.example', 'max@amora.example', 'ida@amora.example']) {
      await addMember(server.database, { site: 'amora', email });
    }
    await addMember(server.database, { site: 'closed-club', email: 'eva@amora.example' });
    const events = {
      events: [
        { email: 'eva@amora.example', type: 'bounce' },
        { email: 'MAX@amora.example ', type: 'unsubscribe' },
        { email: 'eva@amora.example', type: 'spam_complaint' },
        { email: 'nobody@amora.example', type: 'bounce' },
      ],
    };
    const response = await postEvents(server, events);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ disabled: 2, unknown: 1 });
    expect(await emailDisabled(server, 'amora', 'eva@amora.example')).toBe('spam_complaint');
    expect(await emailDisabled(server, 'amora', 'max@amora.example')).toBe('unsubscribe');
    expect(await emailDisabled(server, 'amora', 'ida@amora.example')).toBeNull();
    // The same address on another brand is another member, untouched.
    expect(await emailDisabled(server, 'closed-club', 'eva@amora.example')).toBeNull();

    // A provider that delivers the same events again changes nothing more.
    expect((await postEvents(server, events)).json()).toEqual({ disabled: 2, unknown: 1 });
    expect(await emailDisabled(server, 'amora', 'eva@amora.example')).toBe('spam_complaint');
  });
});
