import { HomeScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inTheme, toolbarSettings, toolbarTexts } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/** The public home page (`/`): the brand's title and description, Login and Search members. */
const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [inMain],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  parameters: { site: { member: 'visitor' } satisfies SiteParameters },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const settings = toolbarSettings(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      toolbarTexts(globals).index_title || t('home:welcome', { name: settings.name }),
    );
    const login = canvas.getByRole('link', { name: t('home:login') });
    await expect(login).toHaveAttribute('href', '/login');
  },
};

export const VisitorWithSearch: Story = {
  parameters: {
    site: {
      member: 'visitor',
      settings: { logged_out_search: 'all', signups: 'none' },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const search = canvas.getByRole('link', { name: t('home:searchMembers') });
    await expect(search).toHaveAttribute('href', '/members');
    await expect(canvas.getByText(t('home:membersCall'))).toBeVisible();
  },
};

export const VisitorWithoutSearch: Story = {
  parameters: {
    site: {
      member: 'visitor',
      settings: { logged_out_search: 'none', signups: 'none' },
    } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: t('home:searchMembers') })).toBeNull();
    await expect(canvas.getByText(t('home:loginCall'))).toBeVisible();
  },
};

export const VisitorCanSignUp: Story = {
  parameters: {
    site: { member: 'visitor', settings: { signups: 'all' } } satisfies SiteParameters,
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('home:signup') })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.getByText(t('home:signupCall'))).toBeVisible();
  },
};

export const Member: Story = {
  parameters: { site: { member: 'free' } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: t('home:login') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('home:searchMembers') })).toBeVisible();
  },
};

const themedVisitor: Story = { ...Visitor };

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...themedVisitor, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themedVisitor, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themedVisitor, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themedVisitor, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themedVisitor, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themedVisitor, globals: inTheme('sunrise', 'desktop') };
