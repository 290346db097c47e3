import { ComplaintsScreen } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inTheme } from '../../../.storybook/brands';
import { inMain } from '../../../.storybook/page-frame';
import { findPage } from '../../../.storybook/story-helpers';
import { textsOf } from '../../../.storybook/texts';

/**
 * Notices and complaints (`/complaints`, EU DSA Art. 16): what is reported, a reason that fits,
 * the link or one of the member's conversations, an explanation, the sender's name and address,
 * the statement of good faith; the filed notice's reference.
 */
const meta = {
  title: 'Screens/Pages/ComplaintsScreen',
  component: ComplaintsScreen,
  decorators: [inMain],
  parameters: { site: { route: '/complaints' } },
} satisfies Meta<typeof ComplaintsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('complaintsPage:title'));
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: t('complaintsPage:form.subject') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: t('complaintsPage:form.goodFaith') }),
    ).not.toBeChecked();
  },
};

/** Sent empty: each missing part is named at its field, nothing is sent. */
export const SentEmpty: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await findPage(canvasElement, t('complaintsPage:title'));
    await userEvent.click(canvas.getByRole('button', { name: t('complaintsPage:form.send') }));
    await expect(
      await canvas.findByText(t('problems:forms.complaint.good_faith.required')),
    ).toBeVisible();
    await expect(canvas.getByText(t('problems:forms.complaint.reason.required'))).toBeVisible();
  },
};

/** A general complaint about the service needs no link. */
export const AboutTheService: Story = {
  parameters: { site: { route: '/complaints?subject=service' } },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    await findPage(canvasElement, t('complaintsPage:title'));
    await expect(
      within(canvasElement).queryByRole('textbox', { name: t('complaintsPage:form.url') }),
    ).toBeNull();
  },
};

/** A member may pick one of their conversations instead of a link. */
export const Member: Story = {
  parameters: {
    site: {
      route: '/complaints?subject=message',
      member: 'free',
      chat: { conversations: 'fixture' },
    },
  },
};

export const PhoneMidnight: Story = { globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { globals: inTheme('sunrise', 'mobile') };
export const PhoneClassic: Story = { globals: inTheme('classic', 'mobile') };
