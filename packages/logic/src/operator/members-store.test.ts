import type { MemberSummary } from '@dating/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, FIXTURE_ADMIN, fixtureProfileCards } from '../testing/index.js';
import { createMembersStore } from './members-store.js';

const profiles = fixtureProfileCards(24, 1);
const real = profiles.filter((profile) => !profile.fictional);

describe('the back office’s members store', () => {
  it('finds members, opens a record, and restricts from it', async () => {
    const api = createFakeApi({}, { profiles, operator: { operator: FIXTURE_ADMIN } });
    const store = createMembersStore({ api });
    const [first] = real;
    await store.actions.search(first?.name.slice(0, 3) ?? '');
    expect(store.state.results?.map((member) => member.id)).toContain(first?.id);
    await store.actions.open(first?.id ?? 0);
    expect(store.state.record?.member.id).toBe(first?.id);
    const warned = await store.actions.restrict({
      kind: 'warning',
      ground: 'spam',
      facts: 'The same advert to 40 members.',
    });
    expect(warned.ok).toBe(true);
    // The record loaded again after the restriction.
    expect(api.callsTo('getMemberRecord')).toHaveLength(2);
    store.actions.close();
    expect(store.state).toMatchObject({ open: null, record: null });
  });

  it('grants credits, mails the confirmation again and deletes, each shown in the record', async () => {
    const api = createFakeApi({}, { profiles, operator: { operator: FIXTURE_ADMIN } });
    const store = createMembersStore({ api, createGrantId: () => 'grant-test-0001' });
    // The fake's fifth real member waits for the confirmation of their address.
    const waiting = real[4]?.id ?? 0;
    await store.actions.open(waiting);
    const before = store.state.record?.member.credits ?? 0;
    const granted = await store.actions.grant(15, 'Paid twice by mistake.');
    expect(granted.ok).toBe(true);
    expect(store.state).toMatchObject({ acting: null, done: 'grant', actionProblem: null });
    expect(store.state.record?.member.credits).toBe(before + 15);
    expect(store.state.record?.ledger[0]).toMatchObject({
      amount: 15,
      reason: 'grant',
      operator: FIXTURE_ADMIN.name,
      note: 'Paid twice by mistake.',
    });
    expect(api.callsTo('grantCredits')[0]?.body.grant_id).toBe('grant-test-0001');

    await store.actions.resendConfirmation();
    expect(store.state.done).toBe('confirmation');
    await store.actions.deleteAccount('Asked by e-mail.');
    expect(store.state.record?.member.status).toBe('deleted');
    expect(store.state.record?.audit.map((entry) => entry.action).slice(0, 5)).toEqual([
      'member_viewed',
      'member_deleted',
      'member_viewed',
      'confirmation_resent',
      'member_viewed',
    ]);
    // A deleted member needs no confirmation mail: the problem is shown, the record stays.
    const refused = await store.actions.resendConfirmation();
    expect(refused.ok).toBe(false);
    expect(store.state).toMatchObject({
      done: null,
      actionProblem: { action: 'confirmation', problem: { code: 'conflict' } },
    });
    expect(store.state.record?.member.id).toBe(waiting);
    // Brought back at the member's request: as they were, waiting for the confirmation.
    expect(store.state.record?.member.erased_at).not.toBeNull();
    await store.actions.reactivate('Changed their mind.');
    expect(store.state).toMatchObject({ done: 'reactivate', actionProblem: null });
    expect(store.state.record?.member).toMatchObject({ status: 'not_confirmed', erased_at: null });
    // Opening another member starts clean; a paid payment of theirs is refunded.
    const payer = real[0]?.id ?? 0;
    await store.actions.open(payer);
    expect(store.state).toMatchObject({ actionProblem: null, done: null });
    const [payment] = store.state.record?.payments ?? [];
    expect(payment?.refund_requested_at).toBeNull();
    await store.actions.refund(payment?.id ?? '', 'Charged twice.');
    expect(store.state.done).toBe('refund');
    expect(store.state.record?.payments[0]?.refund_requested_at).not.toBeNull();
  });

  it('drops the answer of a search made before the latest', async () => {
    const [first, second] = real;
    let answerFirst: (value: { members: MemberSummary[] }) => void = () => undefined;
    const api = createFakeApi(
      {
        findMembers: async ({ query }) =>
          query.q === first?.name
            ? new Promise((resolve) => {
                answerFirst = resolve;
              })
            : { members: [] },
      },
      { profiles, operator: { operator: FIXTURE_ADMIN } },
    );
    const store = createMembersStore({ api });
    const slow = store.actions.search(first?.name ?? '');
    await store.actions.search(second?.name ?? '');
    expect(store.state.results).toEqual([]);
    // The earlier search answers last: its members never show.
    answerFirst({
      members: [
        {
          id: 1,
          name: 'Old answer',
          email: 'old@amora.example',
          status: 'active',
          fictional: false,
          signup_date: '2026-01-01T00:00:00.000Z',
          credits: 0,
          paid_user: false,
        },
      ],
    });
    await slow;
    expect(store.state.results).toEqual([]);
    expect(api.callsTo('findMembers').map((call) => call.query.q)).toEqual([
      first?.name,
      second?.name,
    ]);
    expect(store.state.searchProblem).toBeNull();
  });
});
