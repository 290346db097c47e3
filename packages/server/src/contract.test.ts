import {
  ENDPOINT_NAMES,
  ENDPOINT_SCHEMAS,
  type EndpointBody,
  type EndpointName,
  type EndpointResult,
  endpointErrorSchema,
} from '@dating/contract';
import { ApiRequestError, createApiClient } from '@dating/logic';
import { expect, it } from 'vitest';
import { addTeamOperator } from './operators/team.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from './payments/sandbox.js';
import { ENDPOINT_SAMPLES } from './test-support/endpoint-samples.js';
import { injectFetch } from './test-support/inject-fetch.js';
import { jpegPhoto } from './test-support/photo-upload.js';
import { newestMailTo, newestSmsCodeTo, tokenOf } from './test-support/site-client.js';
import {
  addMember,
  addPhotoRow,
  describeEachDatabase,
  TEST_PASSWORD,
  type TestServer,
} from './test-support/test-server.js';

const SECRET = 'contract-webhook-secret';

/** The sites' own client, over `app.inject`, with retries that do not wait. */
function siteApi(server: TestServer) {
  const transport = injectFetch(server.app, 'amora');
  const api = createApiClient({ fetch: transport.fetch, baseDelayMs: 0, random: () => 0 });
  return { api, called: transport.called };
}

/** Checks an answer against the table's response schema (the client itself carries no zod). */
function conforms<Name extends EndpointName>(name: Name, answer: EndpointResult<Name>) {
  const result = ENDPOINT_SCHEMAS[name].response.safeParse(answer);
  expect(result.success, `${name}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
  return answer;
}

/** The field problems of a call that the server refused. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describeEachDatabase('the contract: the sites client against the server', (start) => {
  it('calls every endpoint of the table with the real client, and every answer conforms', async () => {
    // The sandbox's bank without its chaos: a delivery held back would wait for the fake clock,
    // which this test does not move.
    const server = await start({
      mailWebhookSecret: SECRET,
      paymentSandboxSecret: SECRET,
      sandboxChaos: { duplicate: 0, late: 0 },
    });
    const { app } = server;
    const visitor = siteApi(server);
    const member = siteApi(server);
    const { api } = member;
    await addMember(server.database, { site: 'amora', email: 'eva@amora.example', name: 'Eva' });

    // The catalog and the visitor's view.
    conforms(
      'getSettings',
      await visitor.api.call('getSettings', { query: { forced_domain: 'x' } }),
    );
    conforms('getCompanyInfo', await visitor.api.call('getCompanyInfo'));
    conforms('getInterests', await visitor.api.call('getInterests'));
    conforms('getRegions', await visitor.api.call('getRegions'));
    expect(conforms('getUser', await visitor.api.call('getUser'))).toEqual({ user: null });
    conforms('searchMembers', await visitor.api.call('searchMembers', { query: { min_age: 20 } }));
    conforms(
      'getShowcase',
      await visitor.api.call('getShowcase', { query: { count: 3, positions: '1' } }),
    );
    conforms('geocode', await visitor.api.call('geocode', { query: { lat: 52.37, lon: 4.89 } }));

    // Signup and confirmation, by a visitor who becomes a member.
    const signup = ENDPOINT_SAMPLES.signup.body as EndpointBody<'signup'>;
    const created = conforms('signup', await visitor.api.call('signup', { body: signup }));
    expect(created.user.status).toBe('not_confirmed');
    conforms('sendConfirmationMail', await visitor.api.call('sendConfirmationMail'));
    const confirmation = tokenOf(await newestMailTo(app, 'amora', signup.email));
    const activated = await visitor.api.call('activate', { body: { token: confirmation } });
    expect(conforms('activate', activated).user.status).toBe('active');

    // The member's own account.
    const login = await api.call('login', {
      body: { email: 'eva@amora.example', password: TEST_PASSWORD },
    });
    expect(conforms('login', login).user.profile.name).toBe('Eva');
    conforms('getUser', await api.call('getUser'));
    conforms('updateUser', await api.call('updateUser', { body: { language: 'en' } }));
    conforms(
      'subscribePush',
      await api.call('subscribePush', {
        body: {
          subscription: {
            endpoint: 'https://fcm.googleapis.com/fcm/send/contract',
            keys: { p256dh: 'BKey', auth: 'secret' },
          },
        },
      }),
    );
    conforms(
      'updateProfile',
      await api.call('updateProfile', { body: { city: 'Haarlem', interests: ['wine'] } }),
    );
    conforms(
      'updateNotifications',
      await api.call('updateNotifications', { body: { notifications_disabled: ['news'] } }),
    );
    const form = new FormData();
    form.append('private', 'false');
    form.append(
      'photo',
      new Blob([new Uint8Array(await jpegPhoto())], { type: 'image/jpeg' }),
      'me.jpg',
    );
    const uploaded = conforms('uploadPhoto', await api.call('uploadPhoto', { body: form }));
    const photoId = uploaded.user.profile.photos[0]?.id ?? 0;
    conforms(
      'updatePhoto',
      await api.call('updatePhoto', { body: { id: photoId, private: true } }),
    );
    conforms('deletePhoto', await api.call('deletePhoto', { body: { id: photoId } }));
    conforms('getMyData', await api.call('getMyData'));
    conforms(
      'changePassword',
      await api.call('changePassword', {
        body: { old_password: TEST_PASSWORD, new_password: 'a second password' },
      }),
    );
    conforms(
      'requestEmailChange',
      await api.call('requestEmailChange', {
        body: { email: 'eva.new@example.org', password: 'a second password' },
      }),
    );
    const change = tokenOf(await newestMailTo(app, 'amora', 'eva.new@example.org'));
    const changed = await api.call('confirmEmailChange', { body: { token: change } });
    expect(conforms('confirmEmailChange', changed).user.email).toBe('eva.new@example.org');
    conforms(
      'requestPasswordReset',
      await visitor.api.call('requestPasswordReset', { body: { email: 'eva.new@example.org' } }),
    );
    const reset = tokenOf(await newestMailTo(app, 'amora', 'eva.new@example.org'));
    conforms(
      'resetPassword',
      await api.call('resetPassword', { body: { token: reset, password: 'a third password' } }),
    );

    // Discovery: another member's profile, likes, the swipe game, blocking and reporting.
    const janId = await addMember(server.database, {
      site: 'amora',
      email: 'jan@amora.example',
      name: 'Jan',
      gender: 'male',
    });
    const annaId = await addMember(server.database, {
      site: 'amora',
      email: 'anna@amora.example',
      name: 'Anna',
      gender: 'male',
    });
    conforms('getProfile', await visitor.api.call('getProfile', { query: { id: janId } }));
    expect(conforms('like', await api.call('like', { body: { profile_id: janId } })).like).toBe(
      'liked',
    );
    conforms('getLikes', await api.call('getLikes'));
    conforms('getAutoLike', await api.call('getAutoLike'));
    conforms(
      'markLikeSeen',
      await api.call('markLikeSeen', { body: { profile_id: janId, seen: 'like' } }),
    );
    conforms('unlike', await api.call('unlike', { body: { profile_id: janId } }));
    conforms('getSwipeCards', await api.call('getSwipeCards'));
    conforms('swipe', await api.call('swipe', { body: { profile_id: annaId, like: false } }));
    conforms('getMatchFinder', await api.call('getMatchFinder'));
    conforms('block', await api.call('block', { body: { profile_id: janId } }));
    conforms('getBlockedProfiles', await api.call('getBlockedProfiles'));
    conforms('unblock', await api.call('unblock', { body: { profile_id: janId } }));
    conforms(
      'report',
      await api.call('report', { body: { profile_id: annaId, reason: 'fake_profile' } }),
    );
    conforms('pageHidden', await api.call('pageHidden', { body: {} }));
    conforms(
      'complain',
      await api.call('complain', {
        body: ENDPOINT_SAMPLES.complain.body as EndpointBody<'complain'>,
      }),
    );

    // Paying: the discounts, a payment, its page, and the provider's signed event that completes it.
    conforms('getBundles', await visitor.api.call('getBundles'));
    conforms('getDiscountCode', await api.call('getDiscountCode', { query: {} }));
    conforms(
      'getDiscountCode',
      await api.call('getDiscountCode', { query: { code: 'welcome25' } }),
    );
    conforms('claimDeletionOffer', await api.call('claimDeletionOffer'));
    conforms('getWelcomeDiscount', await api.call('getWelcomeDiscount'));
    const started = conforms(
      'createPayment',
      await api.call('createPayment', { body: ENDPOINT_SAMPLES.createPayment.body as never }),
    );
    const paid = JSON.stringify({
      id: 'evt_contract',
      type: 'payment.paid',
      payment_id: started.payment_id,
    });
    const provider = injectFetch(app, 'amora');
    const delivered = await provider.fetch('/api/payment-webhook.php?provider=sandbox', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(SECRET, paid, server.clock.now()),
      },
      body: paid,
    });
    expect(conforms('paymentWebhook', await delivered.json())).toEqual({
      applied: true,
      state: 'paid',
    });
    // Mollie's notice, form-encoded, to a brand that takes no Mollie payments (the paid path is
    // payments/mollie.test.ts, against a stand-in of Mollie's API).
    const notice = await provider.fetch('/api/payment-webhook.php?provider=mollie', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ENDPOINT_SAMPLES.mollieWebhook.body as Record<string, string>),
    });
    expect(notice.status).toBe(404);
    expect(endpointErrorSchema('mollieWebhook').parse(await notice.json()).error).toBe('not_found');
    const payment = await api.call('getPayment', { query: { id: started.payment_id } });
    expect(conforms('getPayment', payment).payment.state).toBe('paid');
    const lastOrder = conforms('getLastOrder', await api.call('getLastOrder'));
    expect(lastOrder.payment?.payment_id).toBe(started.payment_id);

    // Chat: a message to Tom (paid from the credits just bought), the list, the page, read, removed.
    const tom = await addMember(server.database, {
      site: 'amora',
      email: 'tom@amora.example',
      name: 'Tom',
    });
    const sent = conforms(
      'sendMessage',
      await api.call('sendMessage', {
        body: { profile_id: tom, text: 'Hello Tom', client_id: 'contract-message-1' },
      }),
    );
    const { conversation } = sent.message;
    expect(conforms('getChats', await api.call('getChats')).chats).toHaveLength(1);
    const page = await api.call('getMessages', { query: { conversation } });
    expect(conforms('getMessages', page).messages).toEqual([sent.message]);
    const photoForm = new FormData();
    photoForm.append('profile_id', String(tom));
    photoForm.append('client_id', 'contract-photo-1');
    photoForm.append(
      'photo',
      new Blob([new Uint8Array(await jpegPhoto())], { type: 'image/jpeg' }),
      'tom.jpg',
    );
    const photo = await api.call('sendPhotoMessage', { body: photoForm });
    expect(conforms('sendPhotoMessage', photo).message.kind).toBe('photo');
    conforms('readChat', await api.call('readChat', { body: { conversation } }));
    conforms('deleteChat', await api.call('deleteChat', { body: { conversation } }));

    // The operator inbox: Eva writes to a fictional profile, an operator answers as it.
    const lena = await addMember(server.database, {
      site: 'amora',
      email: 'lena@amora.example',
      name: 'Lena',
      fictional: true,
    });
    const toLena = await api.call('sendMessage', {
      body: { profile_id: lena, text: 'Hello Lena', client_id: 'contract-message-2' },
    });
    const operatorLogin = { email: 'sam@amora.example', password: 'contract operator password' };
    await addTeamOperator(
      server.database,
      'amora',
      null,
      { email: operatorLogin.email, name: 'Sam', roles: ['admin'] },
      server.clock.now(),
      operatorLogin.password,
    );
    const operator = siteApi(server);
    expect(conforms('getOperator', await operator.api.call('getOperator'))).toEqual({
      operator: null,
    });
    const signedIn = await operator.api.call('operatorLogin', { body: operatorLogin });
    expect(conforms('operatorLogin', signedIn).operator?.name).toBe('Sam');
    expect(conforms('getOperator', await operator.api.call('getOperator')).operator).toEqual(
      signedIn.operator,
    );
    const inbox = conforms(
      'getOperatorChats',
      await operator.api.call('getOperatorChats', { query: {} }),
    );
    expect(inbox.chats.map((chat) => chat.conversation)).toEqual([toLena.message.conversation]);
    const thread = { conversation: toLena.message.conversation };
    const lenaPage = await operator.api.call('getOperatorMessages', { query: thread });
    expect(conforms('getOperatorMessages', lenaPage).fictional_profile.id).toBe(lena);
    conforms('readOperatorChat', await operator.api.call('readOperatorChat', { body: thread }));
    const claimed = await operator.api.call('claimOperatorChat', { body: thread });
    expect(conforms('claimOperatorChat', claimed).claim.operator.name).toBe('Sam');
    const answer = await operator.api.call('sendOperatorMessage', {
      body: { ...thread, text: 'Hi Eva!', client_id: 'contract-answer-1' },
    });
    expect(conforms('sendOperatorMessage', answer).message.answered_by?.name).toBe('Sam');
    const released = await operator.api.call('releaseOperatorChat', { body: thread });
    expect(conforms('releaseOperatorChat', released).claim).toBeNull();
    const searched = await operator.api.call('getOperatorChats', {
      query: { member: 'eva', persona: lena, text: 'hello' },
    });
    expect(conforms('getOperatorChats', searched).chats).toHaveLength(1);
    // The saved replies: one made, changed, listed and removed.
    const greeting = await operator.api.call('createSavedReply', {
      body: { persona: lena, language: 'en', title: 'Greeting', text: 'Hi {name}!' },
    });
    const replyId = conforms('createSavedReply', greeting).reply.id;
    const retitled = await operator.api.call('updateSavedReply', {
      body: { id: replyId, title: 'Warm greeting' },
    });
    expect(conforms('updateSavedReply', retitled).reply.title).toBe('Warm greeting');
    const savedReplies = await operator.api.call('getSavedReplies');
    expect(conforms('getSavedReplies', savedReplies).replies).toHaveLength(1);
    const removed = await operator.api.call('deleteSavedReply', { body: { id: replyId } });
    conforms('deleteSavedReply', removed);
    const insight = conforms('getInsight', await operator.api.call('getInsight'));
    expect(insight.days).toHaveLength(30);
    // What the team knows beside the conversation, and its note.
    const beside = await operator.api.call('getConversationContext', { query: thread });
    expect(conforms('getConversationContext', beside).persona.id).toBe(lena);
    const noted = await operator.api.call('saveOperatorNote', {
      body: { ...thread, text: 'Likes sailing.', based_on: null },
    });
    expect(conforms('saveOperatorNote', noted).note?.text).toBe('Likes sailing.');
    // The personas: a new one, changed, a photo added, made main and removed.
    const mira = await operator.api.call('createPersona', {
      body: {
        name: 'Mira',
        gender: 'female',
        sexuality: 'bi',
        date_of_birth: '1990-02-03',
        country: 'NL',
        region: 'NL-UT',
      },
    });
    const miraId = conforms('createPersona', mira).persona.id;
    conforms('getPersonas', await operator.api.call('getPersonas'));
    conforms(
      'updatePersona',
      await operator.api.call('updatePersona', { body: { id: miraId, city: 'Utrecht' } }),
    );
    const personaForm = new FormData();
    personaForm.append('persona', String(miraId));
    personaForm.append(
      'photo',
      new Blob([new Uint8Array(await jpegPhoto())], { type: 'image/jpeg' }),
      'mira.jpg',
    );
    const withPhoto = conforms(
      'uploadPersonaPhoto',
      await operator.api.call('uploadPersonaPhoto', { body: personaForm }),
    );
    const miraPhoto = { persona: miraId, id: withPhoto.persona.photos[0]?.id ?? 0 };
    conforms(
      'updatePersonaPhoto',
      await operator.api.call('updatePersonaPhoto', { body: { ...miraPhoto, main: true } }),
    );
    conforms(
      'deletePersonaPhoto',
      await operator.api.call('deletePersonaPhoto', { body: miraPhoto }),
    );
    // The team and the audit log (Sam is an admin).
    const robin = conforms(
      'addOperatorAccount',
      await operator.api.call('addOperatorAccount', {
        body: { email: 'robin@amora.example', name: 'Robin', roles: ['moderator'] },
      }),
    );
    const teamNow = conforms('getOperatorTeam', await operator.api.call('getOperatorTeam'));
    expect(teamNow.operators.map((member) => member.name)).toEqual(['Robin', 'Sam']);
    const roles = await operator.api.call('updateOperatorAccount', {
      body: { id: robin.operator.id, roles: ['moderator', 'support'] },
    });
    expect(conforms('updateOperatorAccount', roles).operator.roles).toEqual([
      'moderator',
      'support',
    ]);
    const newPassword = await operator.api.call('resetOperatorPassword', {
      body: { id: robin.operator.id },
    });
    expect(conforms('resetOperatorPassword', newPassword).password).not.toBe(robin.password);
    const audit = conforms('getAuditLog', await operator.api.call('getAuditLog', { query: {} }));
    expect(audit.entries[0]?.action).toBe('operator_password_reset');

    // The discount codes: one added with conditions, listed with its uses, switched off.
    const added = conforms(
      'addDiscountCode',
      await operator.api.call('addDiscountCode', {
        body: { code: 'autumn-15', percentage: 15, currency: 'EUR', minimum: '20.00' },
      }),
    );
    expect(added.code).toMatchObject({ code: 'AUTUMN-15', minimum: 2000, uses: 0 });
    const codes = conforms('getDiscountCodes', await operator.api.call('getDiscountCodes'));
    expect(codes.codes.map((code) => code.code)).toEqual(['AUTUMN-15']);
    const switched = conforms(
      'setDiscountCodeStatus',
      await operator.api.call('setDiscountCodeStatus', {
        body: { code: 'AUTUMN-15', status: 'inactive' },
      }),
    );
    expect(switched.code.status).toBe('inactive');

    // The photo review: Anna's new photo waits; it is approved.
    await addPhotoRow(server.database, annaId);
    const photoQueue = conforms(
      'getPhotoQueue',
      await operator.api.call('getPhotoQueue', { query: {} }),
    );
    expect(photoQueue.waiting).toBeGreaterThan(0);
    const approvedPhoto = await operator.api.call('decidePhoto', {
      body: { photo: photoQueue.photos[0]?.id ?? 0, decision: 'approve' },
    });
    expect(conforms('decidePhoto', approvedPhoto).status).toBe('active');

    // The review of profile texts: Eva's about-me text with a messenger waits; it is kept.
    await api.call('updateProfile', { body: { notes: 'Write me on WhatsApp' } });
    const texts = conforms('getProfileTextQueue', await operator.api.call('getProfileTextQueue'));
    expect(texts.texts.map((text) => text.flags)).toEqual([['contact']]);
    const kept = await operator.api.call('decideProfileText', {
      body: { text: texts.texts[0]?.id ?? 0, decision: 'approve' },
    });
    expect(conforms('decideProfileText', kept).decision).toBe('approve');

    // The members: Anna found, her record, a warning from it.
    const found = conforms(
      'findMembers',
      await operator.api.call('findMembers', { query: { q: 'anna' } }),
    );
    expect(found.members.map((member) => member.id)).toContain(annaId);
    const annaRecord = conforms(
      'getMemberRecord',
      await operator.api.call('getMemberRecord', { query: { id: annaId } }),
    );
    expect(annaRecord.member.email).toBe('anna@amora.example');
    const warning = await operator.api.call('restrictMember', {
      body: {
        member: annaId,
        kind: 'warning',
        ground: 'spam',
        facts: 'The same advert to 40 members.',
      },
    });
    expect(conforms('restrictMember', warning).restriction.kind).toBe('warning');
    // The member reads a warning of their own in the app.
    const own = (await api.call('getUser')).user?.profile.id ?? 0;
    await operator.api.call('restrictMember', {
      body: { member: own, kind: 'warning', ground: 'spam', facts: 'The same advert twice.' },
    });
    const mine = conforms('getOwnRestrictions', await api.call('getOwnRestrictions'));
    expect(mine.restrictions.map((restriction) => restriction.kind)).toEqual(['warning']);
    const read = await api.call('acknowledgeRestriction', {
      body: { id: mine.restrictions[0]?.id ?? 0 },
    });
    expect(conforms('acknowledgeRestriction', read).restrictions).toEqual([]);

    // Moderation: Anna's report decided with a warning, lifted; appealed; another admin decides.
    const queue = conforms('getReports', await operator.api.call('getReports', { query: {} }));
    const [annaReport] = queue.reports;
    const decided = await operator.api.call('decideReport', {
      body: {
        report: annaReport?.id ?? 0,
        decision: 'warning',
        ground: 'false_identity',
        facts: 'Your photos are of someone else.',
      },
    });
    const restriction = conforms('decideReport', decided).report.restriction;
    expect(restriction?.kind).toBe('warning');
    // The notice sent above: in the queue, dismissed with an answer; the half-year's figures.
    const notices = conforms('getNotices', await operator.api.call('getNotices', { query: {} }));
    const dismissedNotice = await operator.api.call('decideNotice', {
      body: {
        notice: notices.notices[0]?.id ?? 0,
        decision: 'dismiss',
        answer: 'The photos are the member’s own.',
      },
    });
    expect(conforms('decideNotice', dismissedNotice).notice.decision).toBe('dismiss');
    // The fake clock stands in June 2026: the first half-year.
    const figures = await operator.api.call('getTransparency', { query: { year: 2026, half: 1 } });
    expect(conforms('getTransparency', figures).notices).toMatchObject({ received: 1, decided: 1 });
    const lifted = await operator.api.call('liftRestriction', {
      body: { restriction: restriction?.id ?? 0, reason: 'The photos are hers after all.' },
    });
    expect(conforms('liftRestriction', lifted).restriction.lifted_at).not.toBeNull();
    const statementMail = await newestMailTo(app, 'amora', 'anna@amora.example');
    const statementToken = statementMail.links[0]?.split('/').at(-1) ?? '';
    const statement = await visitor.api.call('getStatement', { query: { token: statementToken } });
    expect(conforms('getStatement', statement).statement.kind).toBe('warning');
    const appealed = await visitor.api.call('appeal', {
      body: { token: statementToken, text: 'These are my own photos.' },
    });
    expect(conforms('appeal', appealed).statement.appeal?.text).toBe('These are my own photos.');
    const kimLogin = { email: 'kim@amora.example', password: 'contract operator password' };
    await addTeamOperator(
      server.database,
      'amora',
      null,
      { email: kimLogin.email, name: 'Kim', roles: ['moderator'] },
      server.clock.now(),
      kimLogin.password,
    );
    const kim = siteApi(server);
    await kim.api.call('operatorLogin', { body: kimLogin });
    const appeals = conforms('getAppeals', await kim.api.call('getAppeals'));
    const appealDecision = await kim.api.call('decideAppeal', {
      body: { appeal: appeals.appeals[0]?.id ?? 0, outcome: 'reversed', answer: 'We agree.' },
    });
    expect(conforms('decideAppeal', appealDecision).restriction.kind).toBe('warning');

    // Support's actions: credits for Anna, the confirmation mail for Ola (who has not confirmed),
    // and Ola's account deleted at her request.
    const granted = await operator.api.call('grantCredits', {
      body: { member: annaId, credits: 15, reason: 'Goodwill.', grant_id: 'contract-grant-1' },
    });
    expect(conforms('grantCredits', granted).entry).toMatchObject({ reason: 'grant', amount: 15 });
    const olaId = await addMember(server.database, {
      site: 'amora',
      email: 'ola@amora.example',
      name: 'Ola',
      status: 'not_confirmed',
    });
    const resent = await operator.api.call('resendMemberConfirmation', { body: { member: olaId } });
    expect(conforms('resendMemberConfirmation', resent)).toEqual({ ok: true });
    const gone = await operator.api.call('deleteMember', {
      body: { member: olaId, reason: 'Asked by phone.' },
    });
    expect(conforms('deleteMember', gone).member.status).toBe('deleted');
    const olaBack = await operator.api.call('reactivateMember', {
      body: { member: olaId, reason: 'Changed her mind, by phone.' },
    });
    expect(conforms('reactivateMember', olaBack).member.status).toBe('not_confirmed');
    conforms('operatorLogout', await operator.api.call('operatorLogout'));

    // Direct debit: the form, the texted code, the payment.
    const mandate = conforms(
      'requestDirectDebitCode',
      await api.call('requestDirectDebitCode', {
        body: ENDPOINT_SAMPLES.requestDirectDebitCode.body as never,
      }),
    );
    const otp = await newestSmsCodeTo(app, 'amora', '+31612345678');
    const debit = await api.call('confirmDirectDebit', {
      body: { mandate_id: mandate.mandate_id, otp },
    });
    conforms('confirmDirectDebit', debit);
    // The sandbox's bank collects it from the outbox after the confirmation's commit: at once,
    // or, when a flush was under way, with the one that follows 16 s later (`deliverSoon`).
    // Pending until then (the answer may come either side of that), then paid.
    const debitState = async () =>
      (await api.call('getPayment', { query: { id: debit.payment_id } })).payment;
    expect(await debitState()).toMatchObject({ method: 'sdd' });
    await expect
      .poll(async () => (await debitState()).state, { timeout: 30_000, interval: 200 })
      .toBe('paid');

    // The withdrawal function: the purchases within their period (both made at the fake clock's
    // one moment: in no particular order), and a withdrawal from one.
    const withdrawables = conforms('getWithdrawables', await api.call('getWithdrawables'));
    expect(withdrawables.purchases.map((purchase) => purchase.payment.payment_id).sort()).toEqual(
      [debit.payment_id, started.payment_id].sort(),
    );
    const withdrawn = await api.call('withdraw', { body: { payment_id: started.payment_id } });
    expect(conforms('withdraw', withdrawn).withdrawal.payment_id).toBe(started.payment_id);
    // Support refunds the direct debit.
    await operator.api.call('operatorLogin', { body: operatorLogin });
    const refunded = await operator.api.call('refundPayment', {
      body: { payment: debit.payment_id, reason: 'Charged twice.' },
    });
    expect(conforms('refundPayment', refunded).reference).toMatch(/^R-/);
    conforms('operatorLogout', await operator.api.call('operatorLogout'));

    // Leaving, and coming back.
    conforms('deleteAccount', await api.call('deleteAccount', { body: { reason: 'time' } }));
    conforms(
      'requestReactivation',
      await visitor.api.call('requestReactivation', { body: { email: 'eva.new@example.org' } }),
    );
    const back = tokenOf(await newestMailTo(app, 'amora', 'eva.new@example.org'));
    conforms(
      'checkReactivation',
      await visitor.api.call('checkReactivation', { query: { token: back } }),
    );
    const reactivated = await api.call('reactivate', { body: { token: back } });
    expect(conforms('reactivate', reactivated).user.status).toBe('active');
    conforms('logout', await api.call('logout'));

    // The mail provider's webhook is server to server: the same fetch, without the sites' client.
    const webhook = injectFetch(app, 'amora');
    const events = await webhook.fetch('/api/mail-events.php', {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify(ENDPOINT_SAMPLES.reportMailEvents.body),
    });
    conforms('reportMailEvents', await events.json());

    const called = new Set([
      ...visitor.called,
      ...member.called,
      ...operator.called,
      ...kim.called,
      ...webhook.called,
      ...provider.called,
    ]);
    expect([...ENDPOINT_NAMES].filter((name) => !called.has(name))).toEqual([]);
  });

  it('brings the server refusals to the client as codes, never as sentences', async () => {
    const server = await start();
    const { api } = siteApi(server);
    const tooLong = await refusal(
      api.call('signup', {
        body: {
          email: 'jörg@example.de',
          name: 'Jörg',
          password: 'x'.repeat(201),
          date_of_birth: '1990-01-01',
          gender: 'male',
          looking_for: 'female',
          language: 'de',
        },
      }),
    );
    expect(tooLong.code).toBe('validation_failed');
    expect(tooLong.fields).toEqual({ password: 'too_long' });

    const young = await refusal(
      api.call('signup', {
        body: {
          email: 'young@example.org',
          name: 'Young',
          password: 'long enough',
          date_of_birth: '2010-01-01',
          gender: 'male',
          looking_for: 'female',
          language: 'en',
        },
      }),
    );
    expect(young.fields).toEqual({ date_of_birth: 'too_young' });

    const wrong = await refusal(
      api.call('login', { body: { email: 'nobody@example.org', password: 'x' } }),
    );
    expect(wrong).toMatchObject({ status: 401, code: 'login_failed' });
    const outside = await refusal(api.call('updateUser', { body: { language: 'en' } }));
    expect(outside).toMatchObject({ status: 403, code: 'authentication_required' });
  });

  it('lets jörg@example.de log in after signing up (regression: the login refused the address)', async () => {
    const server = await start();
    const { api } = siteApi(server);
    await api.call('signup', {
      body: {
        email: 'Jörg@Example.de',
        name: 'Jörg',
        password: 'a good password',
        date_of_birth: '1990-01-01',
        gender: 'male',
        looking_for: 'female',
        language: 'de',
      },
    });
    await api.call('logout');
    const login = await api.call('login', {
      body: { email: 'jörg@example.de', password: 'a good password' },
    });
    expect(login.user.email).toBe('jörg@example.de');
  });
});
