import { MembersScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inTheme, toolbarTexts } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The members page (`/members`): filters, paged result cards (fictional profiles marked in the
 * brand's words), and the empty, searching and error states.
 */
const meta = {
  title: 'Screens/Members',
  component: MembersScreen,
  decorators: [inMain],
} satisfies Meta<typeof MembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// A member looking for women and men: the search starts without a gender filter.
const at = (site: SiteParameters): { site: SiteParameters } => ({
  site: { member: 'free', route: '/members', user: { profile: { sexuality: 'bi' } }, ...site },
});

export const Results: Story = {
  parameters: at({ search: 'results' }),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const results = canvas.getByRole('region', { name: t('members:results') });
    const found = t('members:resultsCount', { count: 60 });
    await waitFor(() => expect(within(results).getByRole('status')).toHaveTextContent(found));
    await expect(within(results).getAllByRole('article')).toHaveLength(24);
    const { fictional_singular } = toolbarTexts(globals);
    const notices = within(results).getAllByText(fictional_singular, { exact: false });
    await expect(notices.length).toBeGreaterThan(0);
    await expect(canvas.getByText(t('members:pageOf', { page: 1, pages: 3 }))).toBeVisible();
  },
};

export const FirstSearch: Story = {
  parameters: at({}),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const found = t('members:resultsCount', { count: 60 });
    const results = canvas.getByRole('region', { name: t('members:results') });
    await waitFor(() => expect(within(results).getByRole('status')).toHaveTextContent(found));
    await userEvent.click(canvas.getByRole('button', { name: t('members:next') }));
    const second = t('members:pageOf', { page: 2, pages: 3 });
    await waitFor(() => expect(canvas.getByText(second)).toBeVisible());
    await expect(canvas.getByRole('heading', { name: t('members:results') })).toHaveFocus();
  },
};

export const Empty: Story = {
  parameters: at({ search: 'empty' }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(textsOf(loaded)('members:noResults'))).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: at({ search: 'loading' }),
  play: async ({ canvasElement, loaded }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(textsOf(loaded)('members:searching'));
  },
};

export const Failed: Story = {
  parameters: at({ search: 'error' }),
  play: async ({ canvasElement, loaded }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(textsOf(loaded)('errors:generic'));
  },
};

/** A member who looks for women: the search starts with that filter. */
export const LookingForWomen: Story = {
  parameters: at({ user: { profile: { gender: 'male', sexuality: 'hetero' } } }),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${t('members:genders.female')}`) }),
    ).toBeVisible();
  },
};

/** The region filter appears once a country is chosen (the brand searches by region). */
export const RegionFilter: Story = {
  parameters: at({}),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: t('members:filters') }));
    const region = () =>
      form.queryByRole('button', { name: new RegExp(`^${t('members:anyRegion')}`) });
    await expect(region()).toBeNull();
    await userEvent.click(form.getByRole('button', { name: new RegExp(t('members:country')) }));
    const options = await within(document.body).findAllByRole('option');
    await userEvent.click(options[1]!);
    await waitFor(() => expect(region()).toBeVisible());
  },
};

export const PremiumMember: Story = { parameters: at({ member: 'premium', search: 'results' }) };

export const VisitorAllowed: Story = {
  parameters: at({ member: 'visitor', search: 'results', settings: { logged_out_search: 'all' } }),
};

const themedResults: Story = { ...Results };

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...themedResults, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themedResults, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themedResults, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themedResults, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themedResults, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themedResults, globals: inTheme('sunrise', 'desktop') };
