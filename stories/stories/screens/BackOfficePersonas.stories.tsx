import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { toolbarTexts } from '../../.storybook/brands';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The back office's personas (`/operator/personas`, the chat team and admins): the brand's
 * fictional profiles, live ones first, beside the one being made or changed, with its photos and
 * retiring it. The fixture: the fictional fixture members, three photos each, the third retired.
 */
const meta = {
  title: 'Screens/Back office/Personas',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (operator: SiteParameters['operator'] = {}): { site: SiteParameters } => ({
  site: { route: '/operator/personas', operator },
});

/** The list's entries, in order. */
async function entries(t: ReturnType<typeof textsOf>) {
  const list = await screen.findByRole('navigation', {
    name: containing(t('operator:personas.title')),
  });
  return within(list).getAllByRole('button');
}

/** Types a date into the date field's parts, whatever their order in the language. */
async function typeDate(group: HTMLElement, date: { year: string; month: string; day: string }) {
  for (const part of within(group).getAllByRole('spinbutton')) {
    const max = Number(part.getAttribute('aria-valuemax'));
    await userEvent.click(part);
    await userEvent.keyboard(max === 12 ? date.month : max > 31 ? date.year : date.day);
  }
}

export const Personas: Story = {
  parameters: at(),
  play: async ({ globals, loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:personas.title') }),
    ).toBeVisible();
    // The mark members see, in the brand's words.
    const { fictional_singular } = toolbarTexts(globals);
    const mark = screen.getByRole('region', { name: t('operator:personas.markedAs') });
    await expect(within(mark).getByText(containing(fictional_singular))).toBeVisible();
    const list = await entries(t);
    await expect(list.length).toBeGreaterThan(2);
    await expect(list.at(-1)).toHaveTextContent(t('operator:personas.retired'));
    await expect(screen.getByText(t('operator:personas.pick'))).toBeVisible();
    const nav = screen.getByRole('navigation', { name: t('operator:nav.label') });
    await expect(
      within(nav).getByRole('link', { name: t('operator:nav.personas') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const EditPersona: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const [first] = await entries(t);
    if (!first) throw new Error('A persona is listed');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-current', 'true');
    const city = await screen.findByRole('textbox', { name: t('profile:location.city') });
    await userEvent.clear(city);
    await userEvent.type(city, 'Zandvoort');
    await userEvent.click(screen.getByRole('button', { name: t('operator:personas.form.save') }));
    await expect(await screen.findByText(t('forms:saved'))).toBeVisible();
    await expect(first).toHaveTextContent('Zandvoort');
  },
};

export const NewPersona: Story = {
  parameters: at({ as: 'admin' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await userEvent.click(await screen.findByRole('button', { name: t('operator:personas.new') }));
    const create = screen.getByRole('button', { name: t('operator:personas.form.create') });
    // Empty: the name and the date of birth say what they need.
    await userEvent.click(create);
    await expect(await screen.findByText(t('problems:forms.persona.name.required'))).toBeVisible();
    await userEvent.type(
      screen.getByRole('textbox', { name: containing(t('operator:personas.form.name')) }),
      'Mira',
    );
    const birth = screen.getByRole('group', { name: containing(t('signup:dateOfBirth')) });
    await typeDate(birth, { year: '1990', month: '03', day: '14' });
    // The brand's first country has regions: one is needed.
    const region = screen.queryByRole('button', {
      name: containing(t('profile:location.noRegion')),
    });
    if (region) {
      await userEvent.click(region);
      const [first] = (await screen.findAllByRole('option')).slice(1);
      if (first) await userEvent.click(first);
    }
    await userEvent.click(create);
    // Made: it is the one shown, with no photo yet.
    await expect(await screen.findByRole('heading', { level: 3, name: 'Mira' })).toBeVisible();
    await expect(screen.getByText(t('profile:photos.none'))).toBeVisible();
  },
};

export const RetirePersona: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const [first] = await entries(t);
    if (!first) throw new Error('A persona is listed');
    await userEvent.click(first);
    const field = await screen.findByRole('textbox', {
      name: containing(t('operator:personas.form.name')),
    });
    const name = (field as HTMLInputElement).value;
    await userEvent.click(
      screen.getByRole('button', { name: t('operator:personas.retire.button', { name }) }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('operator:personas.retire.title', { name }),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('operator:personas.retire.confirm') }),
    );
    await expect(
      await screen.findByRole('heading', {
        level: 3,
        name: t('operator:personas.titleRetired', { name }),
      }),
    ).toBeVisible();
    await expect(
      screen.getByRole('button', { name: t('operator:personas.restore', { name }) }),
    ).toBeVisible();
  },
};

export const NoPersonas: Story = {
  parameters: at({ personas: 'none' }),
  play: async ({ loaded }) => {
    await expect(await screen.findByText(textsOf(loaded)('operator:personas.none'))).toBeVisible();
  },
};

export const ManyPersonas: Story = {
  parameters: at({ personas: 'busy' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await entries(t)).toHaveLength(24);
  },
};

export const NotForModerators: Story = {
  parameters: at({ as: 'moderator' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { name: t('operator:roleRequired.title') }),
    ).toBeVisible();
  },
};
