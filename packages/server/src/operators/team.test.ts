import {
  AUDIT_PAGE_SIZE,
  ENDPOINT_NAMES,
  ENDPOINT_SCHEMAS,
  ENDPOINTS,
  OPERATOR_ENDPOINT_ROLES,
  OPERATOR_ROLES,
  type OperatorEndpointName,
  type OperatorRole,
} from '@dating/contract';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ENDPOINT_SAMPLES } from '../test-support/endpoint-samples.js';
import { type SiteClient, siteClient } from '../test-support/site-client.js';
import { describeEachDatabase, type TestServer } from '../test-support/test-server.js';
import { recordAudit } from './audit-log.js';
import { addTeamOperator, updateTeamOperator } from './team.js';

const PASSWORD = 'operator password for tests';

/** Every back-office endpoint: those the table gives `access: 'operator'`. */
const OPERATOR_ENDPOINTS = ENDPOINT_NAMES.filter(
  (name): name is OperatorEndpointName => ENDPOINT_SCHEMAS[name].access === 'operator',
);

/** A new operator of Amora with these roles, and a browser logged in as them. */
async function loggedIn(
  server: TestServer,
  email: string,
  roles: OperatorRole[],
): Promise<{ browser: SiteClient; id: number }> {
  const fields = { email, name: email.split('@')[0] ?? email, roles };
  const { operator } = await addTeamOperator(
    server.database,
    'amora',
    null,
    fields,
    server.clock.now(),
    PASSWORD,
  );
  const browser = siteClient(server.app, 'amora');
  const login = await browser.post('/api/operator/session.php', { email, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`Operator login failed: ${login.body}`);
  return { browser, id: operator.id };
}

/** Calls a back-office endpoint with its sample request. */
function call(browser: SiteClient, name: OperatorEndpointName) {
  const { method, path } = ENDPOINTS[name];
  const { query, body } = ENDPOINT_SAMPLES[name];
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, `${v}`]))}`
    : '';
  return browser.request(method, `${path}${search}`, method === 'GET' ? undefined : body);
}

describeEachDatabase('the back office’s roles, team and audit log', (start) => {
  it('decides every back-office endpoint for every role by the endpoint x role table', async () => {
    const server = await start();
    // Operator 1, the one the samples change (roles, password), is no one who calls.
    await addTeamOperator(
      server.database,
      'amora',
      null,
      { email: 'target@amora.example', name: 'Target', roles: ['chat'] },
      server.clock.now(),
      PASSWORD,
    );
    const verdicts: string[] = [];
    for (const role of OPERATOR_ROLES) {
      const { browser } = await loggedIn(server, `${role}@amora.example`, [role]);
      for (const name of OPERATOR_ENDPOINTS) {
        const response = await call(browser, name);
        const refused = response.statusCode === 403 && response.json().error === 'role_required';
        expect(response.statusCode, `${name} as ${role}: ${response.body}`).toBeLessThan(500);
        if (!refused) expect(response.statusCode, `${name} as ${role}`).not.toBe(403);
        verdicts.push(`${name} ${role} ${refused ? 'refused' : 'allowed'}`);
      }
    }
    const expected = OPERATOR_ENDPOINTS.flatMap((name) =>
      OPERATOR_ROLES.map((role) => {
        const allowed = OPERATOR_ENDPOINT_ROLES[name].includes(role);
        return `${name} ${role} ${allowed ? 'allowed' : 'refused'}`;
      }),
    );
    expect(verdicts.sort()).toEqual(expected.sort());
    // The table's own promises: admins may do everything; chat only the inbox; the audit log and
    // the team are the admins' alone.
    for (const name of OPERATOR_ENDPOINTS) expect(OPERATOR_ENDPOINT_ROLES[name]).toContain('admin');
    expect(
      OPERATOR_ENDPOINTS.filter((name) => OPERATOR_ENDPOINT_ROLES[name].includes('chat')),
    ).toEqual([
      'getOperatorChats',
      'getOperatorMessages',
      'claimOperatorChat',
      'releaseOperatorChat',
      'getSavedReplies',
      'createSavedReply',
      'updateSavedReply',
      'deleteSavedReply',
      'readOperatorChat',
      'sendOperatorMessage',
      'getConversationContext',
      'saveOperatorNote',
      'getPersonas',
      'createPersona',
      'updatePersona',
      'uploadPersonaPhoto',
      'updatePersonaPhoto',
      'deletePersonaPhoto',
    ]);
    expect(OPERATOR_ENDPOINT_ROLES.getAuditLog).toEqual(['admin']);
  });

  it('lets an admin run the team, each change in the audit log with the admin’s name', async () => {
    const server = await start();
    const admin = await loggedIn(server, 'alex@amora.example', ['admin']);
    const added = await admin.browser.post('/api/operator/team.php', {
      email: 'Robin@Amora.example',
      name: ' Robin ',
      roles: ['support', 'moderator'],
    });
    expect(added.statusCode, added.body).toBe(201);
    const { operator, password } = added.json();
    expect(operator).toMatchObject({
      email: 'robin@amora.example',
      name: 'Robin',
      roles: ['moderator', 'support'],
      disabled: false,
      answers: 0,
    });
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const again = await admin.browser.post('/api/operator/team.php', {
      email: 'robin@amora.example',
      name: 'Robin',
      roles: ['chat'],
    });
    expect([again.statusCode, again.json().fields]).toEqual([400, { email: 'taken' }]);
    const noRole = await admin.browser.post('/api/operator/team.php', {
      email: 'cy@amora.example',
      name: 'Cy',
      roles: [],
    });
    expect([noRole.statusCode, noRole.json().fields]).toEqual([400, { roles: 'required' }]);

    // Robin logs in; roles apply from the next call; switched off, the session ends at once.
    const robin = siteClient(server.app, 'amora');
    await robin.post('/api/operator/session.php', { email: 'robin@amora.example', password });
    const session = await robin.get('/api/operator/session.php');
    expect(session.json().operator.roles).toEqual(['moderator', 'support']);
    expect((await robin.get('/api/operator/chats.php')).json().error).toBe('role_required');
    const changed = await admin.browser.put('/api/operator/team.php', {
      id: operator.id,
      roles: ['chat'],
    });
    expect(changed.json().operator.roles).toEqual(['chat']);
    expect((await robin.get('/api/operator/chats.php')).statusCode).toBe(200);
    await admin.browser.put('/api/operator/team.php', { id: operator.id, disabled: true });
    expect((await robin.get('/api/operator/chats.php')).json().error).toBe(
      'authentication_required',
    );
    const team = await admin.browser.get('/api/operator/team.php');
    expect(
      team
        .json()
        .operators.map((member: { email: string; disabled: boolean }) => [
          member.email,
          member.disabled,
        ]),
    ).toEqual([
      ['alex@amora.example', false],
      ['robin@amora.example', true],
    ]);

    // The last active admin keeps the role: 409, nothing changed, nothing recorded.
    for (const change of [{ roles: ['chat'] }, { disabled: true }]) {
      const refused = await admin.browser.put('/api/operator/team.php', {
        id: admin.id,
        ...change,
      });
      expect([refused.statusCode, refused.json().error]).toEqual([409, 'last_admin']);
    }
    const unknown = await admin.browser.post('/api/operator/password.php', { id: 9999 });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([404, { id: 'not_found' }]);
    const reset = await admin.browser.post('/api/operator/password.php', { id: operator.id });
    expect(reset.json().password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(reset.json().password).not.toBe(password);

    const log = (await admin.browser.get('/api/operator/audit.php')).json();
    expect(
      log.entries.map(
        (entry: {
          action: string;
          operator: { name: string } | null;
          subject: { label: string };
        }) => `${entry.operator?.name ?? 'command line'} ${entry.action} ${entry.subject.label}`,
      ),
    ).toEqual([
      'alex operator_password_reset robin@amora.example',
      'alex operator_disabled robin@amora.example',
      'alex operator_roles_changed robin@amora.example',
      'Robin operator_login robin@amora.example',
      'alex operator_added robin@amora.example',
      'alex operator_login alex@amora.example',
      'command line operator_added alex@amora.example',
    ]);
    expect(log.entries[2].details).toEqual({ from: ['moderator', 'support'], to: ['chat'] });
    expect(log.entries[4].details).toEqual({ name: 'Robin', roles: ['moderator', 'support'] });
    expect(log.before).toBeNull();
    // Searched by a text (any case), narrowed to an operator or an action.
    const search = async (query: string) =>
      (await admin.browser.get(`/api/operator/audit.php?${query}`))
        .json()
        .entries.map((entry: { action: string }) => entry.action);
    expect(await search('q=ROBIN&action=operator_login')).toEqual(['operator_login']);
    expect(await search(`operator=${admin.id}&q=robin`)).toEqual([
      'operator_password_reset',
      'operator_disabled',
      'operator_roles_changed',
      'operator_added',
    ]);
    expect(await search('q=nobody')).toEqual([]);
    const tooLong = await admin.browser.get(`/api/operator/audit.php?q=${'x'.repeat(101)}`);
    expect([tooLong.statusCode, tooLong.json().fields]).toEqual([400, { q: 'too_long' }]);
  });

  it('pages the audit log newest first, and keeps it append-only', async () => {
    const server = await start();
    const admin = await loggedIn(server, 'alex@amora.example', ['admin']);
    for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1) {
      await recordAudit(
        server.database,
        {
          site: 'amora',
          operator: null,
          action: 'operator_enabled',
          subject: { kind: 'operator', id: admin.id, label: `entry ${index}` },
        },
        server.clock.now(),
      );
    }
    const first = (await admin.browser.get('/api/operator/audit.php')).json();
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0].subject.label).toBe(`entry ${AUDIT_PAGE_SIZE + 4}`);
    const second = (
      await admin.browser.get(`/api/operator/audit.php?before=${first.before}`)
    ).json();
    // The other 5, then the two entries of Alex's arrival (the command's, the login).
    expect(second.entries.map((entry: { action: string }) => entry.action).slice(-2)).toEqual([
      'operator_login',
      'operator_added',
    ]);
    expect(second.entries).toHaveLength(7);
    expect(second.before).toBeNull();
    // Another brand's admin sees their own brand's log, not Amora's.
    const other = siteClient(server.app, 'tulip-club');
    await addTeamOperator(
      server.database,
      'tulip-club',
      null,
      { email: 'alex@amora.example', name: 'Alex', roles: ['admin'] },
      server.clock.now(),
      PASSWORD,
    );
    await other.post('/api/operator/session.php', {
      email: 'alex@amora.example',
      password: PASSWORD,
    });
    const theirs = (await other.get('/api/operator/audit.php')).json();
    expect(theirs.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'operator_login',
      'operator_added',
    ]);

    // Not even the server's own code can rewrite the record.
    await expect(
      server.database.updateTable('audit_log').set({ reason: 'rewritten' }).execute(),
    ).rejects.toThrow('append-only');
    await expect(server.database.deleteFrom('audit_log').execute()).rejects.toThrow('append-only');
    await expect(sql`truncate audit_log`.execute(server.database)).rejects.toThrow('append-only');
    const count = await server.database
      .selectFrom('audit_log')
      .select((select) => select.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(AUDIT_PAGE_SIZE + 9);
  });

  it('keeps one active admin when 30 admins demote each other at once', async () => {
    const server = await start();
    const rows = await server.database
      .insertInto('operators')
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          site: 'amora',
          email: `admin${index}@amora.example`,
          name: `Admin ${index}`,
          roles: ['admin' as const],
          password_hash: 'not used',
          created_at: new Date(server.clock.now()),
          disabled_at: null,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const results = await Promise.allSettled(
      rows.map((row, index) =>
        updateTeamOperator(
          server.database,
          'amora',
          rows[(index + 1) % rows.length] ?? null,
          index % 2 ? { id: row.id, roles: ['chat'] } : { id: row.id, disabled: true },
          server.clock.now(),
        ),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain('last active admin');
    const admins = await server.database
      .selectFrom('operators')
      .select('id')
      .where('site', '=', 'amora')
      .where('disabled_at', 'is', null)
      .where(sql<boolean>`'admin' = any(roles)`)
      .execute();
    expect(admins).toHaveLength(1);
    const recorded = await server.database
      .selectFrom('audit_log')
      .select((select) => select.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(recorded.count)).toBe(29);
  });
});
