import { REACTIVATION_DAYS } from '@dating/contract';
import { expect, it } from 'vitest';
import { ledgerSum } from '../ledger/ledger.js';
import {
  memberBrowser,
  newestMailTo,
  outbox,
  siteClient,
  teamBrowser,
  tokenOf,
} from '../test-support/site-client.js';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';

const grant = (id: string, member: number, credits = 20) => ({
  member,
  credits,
  reason: 'The payment went through twice; these make up for it.',
  grant_id: id,
});

describeEachDatabase('the back office’s actions on a member', (start) => {
  it('grants credits once per grant, naming the operator and the reason, also when sent 30 times at once', async () => {
    const server = await start();
    const eva = await memberBrowser(server, { email: 'eva@amora.example', name: 'Eva' });
    const kim = await teamBrowser(server, { name: 'Kim', roles: ['support'] });
    const granted = await kim.post('/api/operator/credits.php', grant('grant-eva-0001', eva.id));
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({
      credits: 20,
      entry: {
        amount: 20,
        reason: 'grant',
        created_at: new Date(server.clock.now()).toISOString(),
        operator: 'Kim',
        note: 'The payment went through twice; these make up for it.',
      },
    });
    // The same grant again, 30 times at once: nothing more. Thirty others: each once.
    const again = await Promise.all(
      Array.from({ length: 30 }, () =>
        kim.post('/api/operator/credits.php', grant('grant-eva-0001', eva.id)),
      ),
    );
    expect(again.map((answer) => answer.json().credits)).toEqual(Array(30).fill(20));
    const others = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        kim.post('/api/operator/credits.php', grant(`grant-eva-1${index}00`, eva.id, 1)),
      ),
    );
    expect(others.every((answer) => answer.statusCode === 200)).toBe(true);
    const { credits } = (await eva.browser.get('/api/user.php')).json().user;
    expect(credits).toBe(50);
    expect(await ledgerSum(server.database, eva.id)).toBe(50);

    const record = (await kim.get(`/api/operator/member.php?id=${eva.id}`)).json();
    const grants = record.audit.filter(
      (entry: { action: string }) => entry.action === 'credits_granted',
    );
    expect(grants).toHaveLength(31);
    expect(grants.at(-1)).toMatchObject({
      operator: { name: 'Kim' },
      reason: 'The payment went through twice; these make up for it.',
      details: { credits: '20' },
    });

    const refused = async (body: Record<string, unknown>) =>
      (
        await kim.post('/api/operator/credits.php', { ...grant('grant-eva-9999', eva.id), ...body })
      ).json().fields;
    expect(await refused({ credits: 0 })).toEqual({ credits: 'too_small' });
    expect(await refused({ credits: 1001 })).toEqual({ credits: 'too_large' });
    expect(await refused({ reason: '  ' })).toEqual({ reason: 'required' });
    expect(await refused({ grant_id: 'x' })).toEqual({ grant_id: 'invalid' });
    expect(await refused({ member: 999_999 })).toEqual({ member: 'not_found' });
    // Credits are support's, not the moderators'.
    const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator'] });
    const moderator = await robin.post(
      '/api/operator/credits.php',
      grant('grant-robin-01', eva.id),
    );
    expect([moderator.statusCode, moderator.json().error]).toEqual([403, 'role_required']);
  });

  it('mails the confirmation link again to a member who has not confirmed, and says so for one who has', async () => {
    const server = await start();
    const lea = await addMember(server.database, {
      site: 'amora',
      email: 'lea@amora.example',
      name: 'Lea',
      status: 'not_confirmed',
      language: 'en',
    });
    const tom = await memberBrowser(server, { email: 'tom@amora.example', name: 'Tom' });
    const kim = await teamBrowser(server, { name: 'Kim', roles: ['support'] });
    const sent = await kim.post('/api/operator/confirmation.php', { member: lea });
    expect([sent.statusCode, sent.json()]).toEqual([200, { ok: true }]);
    const mail = await newestMailTo(server.app, 'amora', 'lea@amora.example');
    expect(mail.links.some((link) => new URL(link).pathname === '/activate/done')).toBe(true);
    const confirmed = await kim.post('/api/operator/confirmation.php', { member: tom.id });
    expect([confirmed.statusCode, confirmed.json().error]).toEqual([409, 'conflict']);
    // The member's own requests and support's share the daily limit.
    for (let sent = 1; sent < 5; sent += 1) {
      expect((await kim.post('/api/operator/confirmation.php', { member: lea })).statusCode).toBe(
        200,
      );
    }
    const sixth = await kim.post('/api/operator/confirmation.php', { member: lea });
    expect([sixth.statusCode, sixth.json().error]).toEqual([429, 'rate_limited']);
    const record = (await kim.get(`/api/operator/member.php?id=${lea}`)).json();
    expect(
      record.audit.filter((entry: { action: string }) => entry.action === 'confirmation_resent'),
    ).toHaveLength(5);
  });

  it('deletes an account at the member’s request as their own deletion does, once when asked 30 times at once', async () => {
    const server = await start();
    const eva = await memberBrowser(server, {
      email: 'eva@amora.example',
      name: 'Eva',
      language: 'en',
    });
    const kim = await teamBrowser(server, { name: 'Kim', roles: ['support'] });
    const reason = 'Eva asked by e-mail on 27 November to delete her account.';
    const before = (await outbox(server.app, 'amora')).length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        kim.post('/api/operator/delete-member.php', { member: eva.id, reason }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const deleted = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(deleted.member).toMatchObject({ id: eva.id, status: 'deleted' });
    // Gone from the site at once; the reactivation link is mailed, once.
    expect((await eva.browser.get('/api/user.php')).json()).toEqual({ user: null });
    const mails = (await outbox(server.app, 'amora')).slice(before);
    expect(mails.filter((mail) => mail.to === 'eva@amora.example')).toHaveLength(1);
    const reactivation = await newestMailTo(server.app, 'amora', 'eva@amora.example');
    expect(reactivation.links.some((link) => new URL(link).pathname === '/reactivate')).toBe(true);
    const record = (await kim.get(`/api/operator/member.php?id=${eva.id}`)).json();
    expect(
      record.audit.find((entry: { action: string }) => entry.action === 'member_deleted'),
    ).toMatchObject({ operator: { name: 'Kim' }, reason });
  });

  it('brings a deleted account back as it was, once when asked 30 times at once, until its data is erased', async () => {
    const server = await start();
    const lea = await addMember(server.database, {
      site: 'amora',
      email: 'lea@amora.example',
      name: 'Lea',
      status: 'not_confirmed',
      language: 'en',
    });
    const kim = await teamBrowser(server, { name: 'Kim', roles: ['support'] });
    const asked = { member: lea, reason: 'Lea asked by e-mail to have her account back.' };
    const notDeleted = await kim.post('/api/operator/reactivate-member.php', asked);
    expect([notDeleted.statusCode, notDeleted.json().error]).toEqual([409, 'conflict']);
    await kim.post('/api/operator/delete-member.php', { member: lea, reason: 'Asked to.' });
    const link = tokenOf(await newestMailTo(server.app, 'amora', 'lea@amora.example'));
    const record = (await kim.get(`/api/operator/member.php?id=${lea}`)).json();
    expect(record.member.erased_at).toBe(
      new Date(server.clock.now() + REACTIVATION_DAYS * 86_400_000).toISOString(),
    );

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => kim.post('/api/operator/reactivate-member.php', asked)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(29).fill(409)]);
    // Back as it was: the address still waits for its confirmation; the mailed link is spent.
    const back = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(back.member).toMatchObject({ id: lea, status: 'not_confirmed' });
    const reused = await siteClient(server.app, 'amora').post('/api/reactivate.php', {
      token: link,
    });
    expect(reused.statusCode).toBeGreaterThanOrEqual(400);
    const audit = (await kim.get(`/api/operator/member.php?id=${lea}`)).json().audit;
    expect(
      audit.find((entry: { action: string }) => entry.action === 'member_reactivated'),
    ).toMatchObject({ operator: { name: 'Kim' }, reason: asked.reason });

    // Deleted again, and 14 days later (Kim's session has ended by then; Noa works): too late.
    await kim.post('/api/operator/delete-member.php', { member: lea, reason: 'Asked again.' });
    server.clock.advance(REACTIVATION_DAYS * 86_400_000);
    const noa = await teamBrowser(server, { name: 'Noa', roles: ['support'] });
    const late = await noa.post('/api/operator/reactivate-member.php', asked);
    expect([late.statusCode, late.json().error]).toEqual([409, 'conflict']);
    const robin = await teamBrowser(server, { name: 'Robin', roles: ['moderator'] });
    const refused = await robin.post('/api/operator/reactivate-member.php', asked);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'role_required']);
  });
});
