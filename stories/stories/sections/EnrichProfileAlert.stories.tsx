import { EnrichProfileAlert } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { NEW_MEMBER } from '../../.storybook/story-helpers';
import { textsOf } from '../../.storybook/texts';

/**
 * Asks a member with an incomplete profile for what is missing (photo, town, details, interests,
 * "about me"). "Not now" hides it for a week; a complete profile shows nothing.
 */
const meta = {
  title: 'Sections/EnrichProfileAlert',
  component: EnrichProfileAlert,
  decorators: [inMain],
  // Story parameters merge into these deeply: each story names its member whole.
  parameters: { site: { member: 'free' } satisfies SiteParameters },
} satisfies Meta<typeof EnrichProfileAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewMember: Story = {
  parameters: { site: { member: 'free', user: NEW_MEMBER } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent(t('profile:enrich.title'));
    const gaps = within(alert).getAllByRole('listitem');
    await expect(gaps.map((gap) => gap.textContent)).toEqual(
      ['photo', 'location', 'details', 'interests', 'about'].map((gap) =>
        t(`profile:enrich.gaps.${gap}`),
      ),
    );
  },
};

export const SomeGaps: Story = {
  parameters: {
    site: { member: 'premium', user: { profile: { notes: null, interests: [] } } },
  } satisfies { site: SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const alert = within(canvasElement).getByRole('status');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(alert).getByText(t('profile:enrich.gaps.interests'))).toBeVisible();
    await expect(within(alert).getByText(t('profile:enrich.gaps.about'))).toBeVisible();
  },
};

export const Dismissed: Story = {
  parameters: { site: { member: 'free', user: NEW_MEMBER } satisfies SiteParameters },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('profile:enrich.dismiss') }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const CompleteProfile: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await expect(within(canvasElement).queryByText(t('profile:enrich.title'))).toBeNull();
  },
};
