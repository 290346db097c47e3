import { OperatorScreen, SiteRoutes } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The brand's discount codes (`/operator/discounts`, admin and support): the codes with their
 * conditions and uses, switching one off or on, and adding one. The fixture: SPRING-20 (ends in
 * April, used 38 times), SORRY-OLA (for one member, once in all), IDEAL-NL (Dutch iDEAL payments
 * from €20.00, unlimited) and LAUNCH (switched off). Logged in as Kim of the support team.
 */
const meta = {
  title: 'Screens/Back office/Discount codes',
  component: OperatorScreen,
  parameters: { wholeSite: true },
  render: () => <SiteRoutes />,
} satisfies Meta<typeof OperatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (operator: SiteParameters['operator'] = {}): { site: SiteParameters } => ({
  site: { route: '/operator/discounts', operator: { as: 'support', ...operator } },
});

const rowOf = async (code: string) => {
  const table = await screen.findByRole('table');
  const header = within(table).getByRole('rowheader', { name: containing(code) });
  const row = header.closest('tr');
  if (!row) throw new Error(`No row of ${code}`);
  return within(row);
};

const addForm = async (t: ReturnType<typeof textsOf>) =>
  within(await screen.findByRole('region', { name: t('operator:discounts.add.title') }));

export const Codes: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:discounts.title') }),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    // A header row and the four codes, the newest first.
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    const ideal = await rowOf('IDEAL-NL');
    await expect(ideal.getByText(t('operator:discounts.validity.unlimited'))).toBeVisible();
    await expect(
      ideal.getByText(t('operator:discounts.conditions.methods', { methods: 'iDEAL' })),
    ).toBeVisible();
    await expect(
      (await rowOf('SORRY-OLA')).getByText(containing('ola@heartline.example')),
    ).toBeVisible();
    await expect(
      (await rowOf('LAUNCH')).getByText(t('operator:discounts.status.inactive')),
    ).toBeVisible();
    // Support sees the members and the codes, the codes as the current part.
    const nav = screen.getByRole('navigation', { name: t('operator:nav.label') });
    await expect(
      within(nav).getByRole('link', { name: t('operator:nav.discounts') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
  },
};

export const AddCode: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const form = await addForm(t);
    await userEvent.type(
      form.getByRole('textbox', { name: containing(t('operator:discounts.add.code')) }),
      'autumn-15',
    );
    const percentage = form.getByRole('textbox', {
      name: containing(t('operator:discounts.add.percentage')),
    });
    await userEvent.clear(percentage);
    await userEvent.type(percentage, '15');
    await userEvent.click(
      form.getByRole('radio', { name: t('operator:discounts.validity.unlimited') }),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: containing(t('operator:discounts.add.minimum')) }),
      '20.00',
    );
    await userEvent.click(form.getByRole('button', { name: t('operator:discounts.add.submit') }));
    // The minimum needs its currency: said at the currency.
    await expect(
      await form.findByText(
        t('operator:discounts.add.problems.currency.required', { brand: 'Heartline' }),
      ),
    ).toBeVisible();
    await userEvent.click(
      form.getByRole('button', { name: containing(t('operator:discounts.add.currency')) }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    await userEvent.click(form.getByRole('button', { name: t('operator:discounts.add.submit') }));
    await expect(
      await form.findByText(t('operator:discounts.add.done', { code: 'AUTUMN-15' })),
    ).toBeVisible();
    const added = await rowOf('AUTUMN-15');
    await expect(added.getByText(t('operator:discounts.validity.unlimited'))).toBeVisible();
    await expect(added.getByText(t('operator:discounts.status.active'))).toBeVisible();
  },
};

export const CodeTaken: Story = {
  parameters: at(),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const form = await addForm(t);
    await userEvent.type(
      form.getByRole('textbox', { name: containing(t('operator:discounts.add.code')) }),
      'spring-20',
    );
    await userEvent.click(form.getByRole('button', { name: t('operator:discounts.add.submit') }));
    await expect(
      await form.findByText(t('operator:discounts.add.problems.code.taken')),
    ).toBeVisible();
  },
};

export const SwitchOff: Story = {
  parameters: at({ as: 'admin' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const spring = await rowOf('SPRING-20');
    await userEvent.click(
      spring.getByRole('button', {
        name: t('operator:discounts.switchOffCode', { code: 'SPRING-20' }),
      }),
    );
    await expect(await spring.findByText(t('operator:discounts.status.inactive'))).toBeVisible();
    // And on again, with the keyboard: the button keeps its place and its focus.
    const on = spring.getByRole('button', {
      name: t('operator:discounts.switchOnCode', { code: 'SPRING-20' }),
    });
    await expect(on).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await spring.findByText(t('operator:discounts.status.active'))).toBeVisible();
  },
};

export const NoCodes: Story = {
  parameters: at({ discounts: 'none' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(await screen.findByText(t('operator:discounts.empty'))).toBeVisible();
    await expect(screen.queryByRole('table')).toBeNull();
  },
};

export const ManyLongCodes: Story = {
  parameters: at({ discounts: 'busy' }),
  play: async () => {
    const table = await screen.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    // The page does not scroll sideways: the table does, within its frame.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NotForTheChatTeam: Story = {
  parameters: at({ as: 'chat' }),
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    await expect(
      await screen.findByRole('heading', { level: 2, name: t('operator:roleRequired.title') }),
    ).toBeVisible();
    await expect(screen.queryByRole('table')).toBeNull();
  },
};
