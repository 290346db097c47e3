import { LANGUAGES } from '@dating/contract/enums';
import { DefaultLayout, HomeScreen, loadLocale } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toolbarSettings } from '../../.storybook/brands';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { startingWith, textsOf } from '../../.storybook/texts';

/** Keyboard and locale behaviour of the default layout, played step by step. */
const meta = {
  title: 'Layouts/DefaultLayout/Interactions',
  component: DefaultLayout,
  args: { children: null },
  render: (args) => (
    <DefaultLayout {...args}>
      <HomeScreen />
    </DefaultLayout>
  ),
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses Tab until the element `find` returns has focus (at most 30 times), as a keyboard user
 * would. `find` runs after every press: the menus replace their placeholder buttons once loaded.
 */
async function tabTo(find: () => HTMLElement) {
  for (let presses = 0; presses < 30 && document.activeElement !== find(); presses += 1) {
    await userEvent.tab();
  }
  await expect(find()).toHaveFocus();
  return find();
}

export const AccountMenuByKeyboard: Story = {
  parameters: { site: { member: 'premium', credits: 5 } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await tabTo(() => canvas.getByRole('button', { name: t('navigation:account') }));
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    const labels = ['myProfile', 'settings', 'logout'].map((key) => t(`navigation:${key}`));
    await expect(items.map((item) => item.textContent)).toEqual(labels);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // Logout: the visitor's navigation comes back.
    const nav = within(canvas.getByRole('navigation', { name: t('navigation:mainNavigation') }));
    await expect(await nav.findByRole('link', { name: t('navigation:login') })).toBeVisible();
    await expect(nav.queryByRole('button', { name: t('navigation:account') })).toBeNull();
  },
};

export const SwitchLocale: Story = {
  parameters: { site: { member: 'free' } satisfies SiteParameters },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const current = String(globals.locale ?? 'en');
    const target = toolbarSettings(globals).languages.find((code) => code !== current);
    if (!target) return; // A brand with one language has nothing to switch to.
    const name = LANGUAGES.find((option) => option.code === target)!.nativeName;
    const texts = (await loadLocale(target)).navigation as Record<string, string>;

    const menuName = startingWith(t('navigation:languageMenu', { language: '' }));
    await userEvent.click(await canvas.findByRole('button', { name: menuName }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name }));

    const nav = await canvas.findByRole('navigation', { name: texts.mainNavigation });
    await expect(await within(nav).findByRole('link', { name: texts.searchMembers })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe(target));
  },
};
