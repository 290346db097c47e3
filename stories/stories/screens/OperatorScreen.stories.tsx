import {
  FIXTURE_OPERATOR,
  FIXTURE_OPERATOR_PASSWORD,
  fixtureProfileCards,
} from '@dating/logic/testing';
import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { toolbarTexts } from '../../.storybook/brands';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The operator inbox (`/operator`, `/operator/{id}`): where the brand's team answers the members
 * who write to its fictional profiles, as those profiles. Its own login (an operator account),
 * then the conversations, the waiting ones first, beside the open one, in the full-screen chat
 * layout. The fixture inbox: Tom waits for the first fictional profile (two messages), Ben for
 * the second (one), and Jan's conversation with the first is answered.
 */
const meta = {
  title: 'Screens/Operator',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const members = fixtureProfileCards(60, 1);
const fictional = members.filter((member) => member.fictional);
const real = members.filter((member) => !member.fictional);
const [lena, mia] = fictional;
const [tom, ben] = real;
const at = (
  route: string,
  operator: SiteParameters['operator'] = {},
): { site: SiteParameters } => ({
  site: { route, operator },
});
/** The conversation of the first fictional profile with Tom, waiting for two answers. */
const WITH_TOM = '/operator/102';

const titleOf = (t: ReturnType<typeof textsOf>) =>
  t('operator:pane.title', { profile: lena?.name ?? '', member: tom?.name ?? '' });

export const Login: Story = {
  parameters: at('/operator', { signedIn: false }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 1, name: t('operator:title') }),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText(containing(t('login:email'))), 'team@amora.example');
    await userEvent.type(
      screen.getByLabelText(containing(t('login:password'))),
      FIXTURE_OPERATOR_PASSWORD,
    );
    await userEvent.click(screen.getByRole('button', { name: t('login:submit') }));
    // Logged in: the inbox, and who is at work.
    await expect(
      await screen.findByText(t('operator:header.signedInAs', { name: FIXTURE_OPERATOR.name })),
    ).toBeVisible();
    await expect(screen.getByRole('heading', { name: t('operator:pick.title') })).toBeVisible();
  },
};

export const LoginFailed: Story = {
  parameters: at('/operator', { signedIn: false }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.type(
      await screen.findByLabelText(containing(t('login:email'))),
      'team@amora.example',
    );
    await userEvent.type(screen.getByLabelText(containing(t('login:password'))), 'not the one');
    await userEvent.click(screen.getByRole('button', { name: t('login:submit') }));
    await expect(await screen.findByText(t('problems:login_failed'))).toBeVisible();
  },
};

export const Inbox: Story = {
  parameters: at('/operator'),
  play: async ({ globals, loaded }) => {
    const t = textsOf(loaded);
    const list = await screen.findByRole('navigation', { name: t('operator:list.title') });
    const links = await within(list).findAllByRole('link');
    // The waiting conversations first: Tom's (two messages), then Ben's; Jan's is answered.
    await expect(links[0]).toHaveAccessibleName(
      containing(t('chat:list.with', { name: tom?.name })),
    );
    await expect(links[0]).toHaveAccessibleName(containing(t('chat:list.unread', { count: 2 })));
    await expect(links[1]).toHaveAccessibleName(
      containing(t('chat:list.with', { name: ben?.name })),
    );
    await expect(links[0]).toHaveAttribute('href', WITH_TOM);
    // Every entry is a fictional profile, marked as the brand marks them.
    const { fictional_singular } = toolbarTexts(globals);
    await expect(within(list).getAllByText(containing(fictional_singular))).toHaveLength(3);
    await expect(screen.getByText(t('operator:header.waiting', { count: 3 }))).toBeVisible();
  },
};

export const Answer: Story = {
  parameters: at(WITH_TOM),
  play: async ({ globals, loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByRole('heading', { level: 2, name: titleOf(t) })).toBeVisible();
    const { fictional_singular } = toolbarTexts(globals);
    await expect(
      screen.getByText(
        t('operator:pane.writingAs', { profile: lena?.name ?? '', member: tom?.name ?? '' }),
      ),
    ).toBeVisible();
    await expect(screen.getAllByText(containing(fictional_singular)).length).toBeGreaterThan(0);
    const log = screen.getByRole('log', {
      name: t('chat:messages.label', { name: tom?.name ?? '' }),
    });
    await expect(within(log).getByText('Do you know a good place in town?')).toBeVisible();
    // Answers are free: no price under the field.
    await expect(screen.queryByText(containing(t('chat:footer.price', { count: 5 })))).toBeNull();
    const field = screen.getByRole('textbox', {
      name: t('chat:footer.label', { name: tom?.name ?? '' }),
    });
    await userEvent.type(field, 'The little café by the canal!');
    await userEvent.keyboard('{Enter}');
    await expect(await within(log).findByText('The little café by the canal!')).toBeVisible();
    // Opened and answered: nothing waits in this conversation any more.
    await expect(screen.getByText(t('operator:header.waiting', { count: 1 }))).toBeVisible();
  },
};

export const LongHistory: Story = {
  parameters: at('/operator/103', { conversations: 'long' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('button', { name: t('chat:messages.loadOlder') }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: t('chat:messages.loadOlder') }),
    );
    // The start of the history: no more to load.
    await expect(screen.queryByRole('button', { name: t('chat:messages.loadOlder') })).toBeNull();
  },
};

export const MemberUnconfirmed: Story = {
  parameters: at(WITH_TOM, { unconfirmed: [0] }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByText(t('operator:pane.unconfirmed', { name: tom?.name ?? '' })),
    ).toBeVisible();
    await expect(
      screen.getByRole('textbox', { name: t('chat:footer.label', { name: tom?.name ?? '' }) }),
    ).toBeDisabled();
  },
};

export const Offline: Story = {
  parameters: {
    site: { route: WITH_TOM, operator: {}, failures: { sendOperatorMessage: 'network_error' } },
  },
  beforeEach: () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    return () => {
      Reflect.deleteProperty(navigator, 'onLine');
      if (online) window.dispatchEvent(new Event('online'));
    };
  },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('chat:notices.offline'))).toBeVisible();
    const field = screen.getByRole('textbox', {
      name: t('chat:footer.label', { name: tom?.name ?? '' }),
    });
    await userEvent.type(field, 'Still there?');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText(t('chat:messages.failed'))).toBeVisible();
    await expect(screen.getByRole('button', { name: t('chat:messages.retrySend') })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: at('/operator', { conversations: 'none' }),
  play: async ({ loaded }) => {
    await expect(await screen.findByText(textsOf(loaded)('operator:list.empty'))).toBeVisible();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: at('/operator/101'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await screen.findByRole('heading', {
      level: 2,
      name: t('operator:pane.title', { profile: mia?.name ?? '', member: ben?.name ?? '' }),
    });
    // Below 992 px the conversation takes the screen; its bar leads back to the list.
    const back = screen.getByRole('link', { name: t('operator:pane.back'), hidden: true });
    await expect(back).toHaveAttribute('href', '/operator');
  },
};

export const AsAdmin: Story = {
  parameters: at('/operator', { as: 'admin' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    // An admin has the inbox too, and moderation, the team and the audit log beside it.
    const nav = await screen.findByRole('navigation', { name: t('operator:nav.label') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/operator',
      '/operator/personas',
      '/operator/replies',
      '/operator/photos',
      '/operator/texts',
      '/operator/reports',
      '/operator/appeals',
      '/operator/transparency',
      '/operator/insight',
      '/operator/members',
      '/operator/discounts',
      '/operator/team',
      '/operator/audit',
    ]);
    await expect(
      await screen.findByRole('navigation', { name: t('operator:list.title') }),
    ).toBeVisible();
  },
};

export const ModeratorWithoutInbox: Story = {
  parameters: at('/operator', { as: 'moderator' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    // A moderator's back office opens on the photo review: the inbox is not theirs.
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:photos.title') }),
    ).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: t('operator:list.title') })).toBeNull();
  },
};

/** The conversation of the first fictional profile with Jan (answered), which has the note. */
const WITH_JAN = '/operator/100';

export const ProfilesAndNote: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: at(WITH_JAN, { note: true }),
  play: async ({ globals, loaded }) => {
    const t = textsOf(loaded);
    const aside = within(
      await screen.findByRole('complementary', { name: t('operator:context.label') }),
    );
    // The house rules, the persona (marked), the member, and the note with who wrote it last.
    await expect(aside.getByText(t('operator:context.rules.noMoney'))).toBeVisible();
    const { fictional_singular } = toolbarTexts(globals);
    const persona = within(
      await aside.findByRole('region', { name: t('operator:context.persona') }),
    );
    await expect(persona.getByText(containing(fictional_singular))).toBeVisible();
    await expect(aside.getByRole('region', { name: t('operator:context.member') })).toBeVisible();
    const note = aside.getByRole('textbox', { name: containing(lena?.name ?? '') });
    await expect(note).toHaveValue(
      'Works nights as a nurse; has a dog called Bruno.\nAsked about Lisbon twice.',
    );
    await expect(aside.getByText(containing('Kim'))).toBeVisible();
    const save = aside.getByRole('button', { name: t('operator:context.note.save') });
    await expect(save).toBeDisabled();
    await userEvent.type(note, ' Birthday in May.');
    await userEvent.click(save);
    await expect(await aside.findByText(containing(FIXTURE_OPERATOR.name))).toBeVisible();
    await expect(save).toBeDisabled();
  },
};

export const ProfilesAndNoteOnATablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  parameters: at(WITH_TOM),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const toggle = await screen.findByRole('button', { name: t('operator:pane.showContext') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const aside = await screen.findByRole('complementary', { name: t('operator:context.label') });
    await expect(within(aside).getByText(t('operator:context.rules.truthful'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('operator:pane.hideContext') }));
    await expect(
      screen.getByRole('log', { name: t('chat:messages.label', { name: tom?.name ?? '' }) }),
    ).toBeVisible();
  },
};

export const ClaimedByAColleague: Story = {
  parameters: at(WITH_TOM, { claimed: true }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const list = await screen.findByRole('navigation', { name: t('operator:list.title') });
    await expect(
      await within(list).findByText(t('operator:list.claimedBy', { name: 'Noor' })),
    ).toBeVisible();
    // Noor holds it: Sam reads along, and the answer box waits.
    await expect(
      await screen.findByText(
        t('operator:pane.claimedBy', { name: 'Noor', member: tom?.name ?? '', minutes: 3 }),
      ),
    ).toBeVisible();
    await expect(
      screen.getByRole('textbox', { name: t('chat:footer.label', { name: tom?.name ?? '' }) }),
    ).toBeDisabled();
  },
};

export const SavedReply: Story = {
  parameters: at(WITH_TOM),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(
      await screen.findByRole('button', {
        name: t('operator:pane.replies.label', { language: 'English' }),
      }),
    );
    // The persona's own replies first, then those for every persona.
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Morning greeting',
      'Asked whether the profile is real',
    ]);
    await userEvent.click(items[0] as HTMLElement);
    const field = screen.getByRole('textbox', {
      name: t('chat:footer.label', { name: tom?.name ?? '' }),
    });
    await expect(field).toHaveValue(
      `Good morning ${tom?.name}! I just made my first coffee. How did you sleep?`,
    );
    await expect(
      screen.getByRole('link', { name: t('operator:pane.replies.manage') }),
    ).toHaveAttribute('href', '/operator/replies');
  },
};

export const WhoAnswered: Story = {
  parameters: at('/operator/100', { replies: 'none' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const log = await screen.findByRole('log', {
      name: t('chat:messages.label', { name: real[2]?.name ?? '' }),
    });
    await expect(
      await within(log).findByText(t('operator:pane.answeredBy', { name: 'Noor' })),
    ).toBeVisible();
    await expect(
      screen.getByText(
        t('operator:pane.replies.none', { language: 'English', profile: lena?.name ?? '' }),
      ),
    ).toBeVisible();
  },
};

export const Search: Story = {
  parameters: at('/operator'),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const list = await screen.findByRole('navigation', { name: t('operator:list.title') });
    await expect(await within(list).findAllByRole('link')).toHaveLength(3);
    await userEvent.type(
      screen.getByRole('searchbox', { name: t('operator:search.text') }),
      'coffee',
    );
    await userEvent.click(screen.getByRole('button', { name: t('operator:search.submit') }));
    await expect(await within(list).findAllByRole('link')).toHaveLength(1);
    await userEvent.type(
      screen.getByRole('searchbox', { name: t('operator:search.member') }),
      'nobody',
    );
    await userEvent.click(screen.getByRole('button', { name: t('operator:search.submit') }));
    await expect(await within(list).findByText(t('operator:search.none'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('operator:search.clear') }));
    await expect(await within(list).findAllByRole('link')).toHaveLength(3);
  },
};
