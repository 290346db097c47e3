import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The chat team's saved replies (`/operator/replies`, the chat team and admins): texts kept ready
 * per language and persona, offered in the inbox's answer box. The fixture: a greeting of the
 * first persona in English and German, and for every persona an English and a Dutch answer to
 * whether the profile is real.
 */
const meta = {
  title: 'Screens/Back office/Saved replies',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (operator: SiteParameters['operator'] = {}): { site: SiteParameters } => ({
  site: { route: '/operator/replies', operator },
});

export const Replies: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:replies.title') }),
    ).toBeVisible();
    const list = await screen.findByRole('navigation', { name: t('operator:replies.list') });
    await expect(await within(list).findByText('Morgengruß')).toBeVisible();
    await expect(within(list).getByText('Gevraagd of het profiel echt is')).toBeVisible();
    await expect(screen.getByText(t('operator:replies.pick'))).toBeVisible();
    // One language at a time.
    await userEvent.click(
      within(list).getByRole('button', { name: containing(t('operator:replies.show')) }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Nederlands' }));
    await expect(within(list).queryByText('Morgengruß')).toBeNull();
    await expect(within(list).getByText('Gevraagd of het profiel echt is')).toBeVisible();
  },
};

export const NewReply: Story = {
  parameters: at({ as: 'admin' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(await screen.findByRole('button', { name: t('operator:replies.new') }));
    const create = screen.getByRole('button', { name: t('operator:replies.form.create') });
    // Empty: the title and the text say what they need.
    await userEvent.click(create);
    await expect(
      await screen.findByText(t('problems:forms.savedReply.title.required')),
    ).toBeVisible();
    await expect(screen.getByText(t('problems:forms.savedReply.text.required'))).toBeVisible();
    await userEvent.type(
      screen.getByRole('textbox', { name: containing(t('operator:replies.form.title')) }),
      'Good night',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: containing(t('operator:replies.form.text')) }),
      'Sleep well, and see you tomorrow!',
    );
    await userEvent.click(create);
    // Made: it is the one shown, and listed.
    await expect(
      await screen.findByRole('heading', { level: 3, name: 'Good night' }),
    ).toBeVisible();
    const list = screen.getByRole('navigation', { name: t('operator:replies.list') });
    await expect(within(list).getByText('Good night')).toBeVisible();
  },
};

export const EditReply: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const list = await screen.findByRole('navigation', { name: t('operator:replies.list') });
    await userEvent.click(await within(list).findByText('Morning greeting'));
    const title = await screen.findByRole('textbox', {
      name: containing(t('operator:replies.form.title')),
    });
    await userEvent.clear(title);
    await userEvent.type(title, 'Good morning');
    await userEvent.click(screen.getByRole('button', { name: t('operator:replies.form.save') }));
    await expect(await screen.findByText(t('forms:saved'))).toBeVisible();
    await expect(within(list).getByText('Good morning')).toBeVisible();
    await expect(screen.getByText(t('operator:replies.savedBy', { name: 'Sam' }))).toBeVisible();
  },
};

export const RemoveReply: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const list = await screen.findByRole('navigation', { name: t('operator:replies.list') });
    await userEvent.click(await within(list).findByText('Morgengruß'));
    await userEvent.click(
      await screen.findByRole('button', { name: t('operator:replies.remove.button') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('operator:replies.remove.title', { title: 'Morgengruß' }),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('operator:replies.remove.confirm') }),
    );
    await expect(within(list).queryByText('Morgengruß')).toBeNull();
    await expect(screen.getByText(t('operator:replies.pick'))).toBeVisible();
  },
};

export const NoReplies: Story = {
  parameters: at({ replies: 'none' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('operator:replies.none'))).toBeVisible();
  },
};

export const SupportWithoutReplies: Story = {
  parameters: at({ as: 'support' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:roleRequired.title') }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: t('operator:nav.label') });
    await expect(within(nav).queryByRole('link', { name: t('operator:nav.replies') })).toBeNull();
  },
};
