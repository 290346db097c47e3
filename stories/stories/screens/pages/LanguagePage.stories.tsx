import { LanguagePage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import { findPage } from '../../../.storybook/story-helpers';
import { textsOf } from '../../../.storybook/texts';

/**
 * The brand's languages by country (`/lang-config`): the languages of each of its countries that
 * it offers, the current one pressed; choosing one works as the locale menu does.
 */
const meta = {
  title: 'Screens/Pages/LanguagePage',
  component: LanguagePage,
  decorators: [inMain],
  parameters: { site: { route: '/lang-config' } },
} satisfies Meta<typeof LanguagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('langConfigPage:title'));
    const pressed = within(canvasElement)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true');
    await expect(pressed.length).toBeGreaterThan(0);
  },
};

export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };
