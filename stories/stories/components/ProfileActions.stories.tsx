import { ProfileActions } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { inMain } from '../../.storybook/page-frame';
import { textsOf } from '../../.storybook/texts';

/**
 * What a member can do on another member's profile: like (or like back), unlike, block or
 * unblock, report; the like state in words. A visitor gets one "Log in to like" link. There are
 * no message or gift buttons yet.
 */
const meta = {
  title: 'Components/ProfileActions',
  component: ProfileActions,
  decorators: [inMain],
  args: {
    name: 'Sophie',
    viewer: 'free',
    like: null,
    blocked: false,
    pending: false,
    onLike: fn(),
    onUnlike: fn(),
    onBlock: fn(),
    onUnblock: fn(),
    onReport: fn(),
  },
} satisfies Meta<typeof ProfileActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLikeYet: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual([
      t('discovery:actions.like'),
      t('discovery:actions.block'),
      t('discovery:actions.report'),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: t('discovery:actions.like') }));
    await expect(args.onLike).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('discovery:actions.block') }));
    await expect(args.onBlock).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('discovery:actions.report') }));
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

export const Liked: Story = {
  args: { like: 'liked' },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('discovery:actions.state.liked', { name: 'Sophie' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('discovery:actions.unlike') }));
    await expect(args.onUnlike).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: t('discovery:actions.like') })).toBeNull();
  },
};

export const TheyLikeYou: Story = {
  args: { like: 'received', viewer: 'premium' },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('discovery:actions.state.received', { name: 'Sophie' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('discovery:actions.likeBack') }));
    await expect(args.onLike).toHaveBeenCalledOnce();
  },
};

export const Match: Story = {
  args: { like: 'match', viewer: 'premium' },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('discovery:actions.state.match'));
    await expect(canvas.getByRole('button', { name: t('discovery:actions.unlike') })).toBeEnabled();
  },
};

/** The member has blocked Sophie: unblock and report are left. */
export const Blocked: Story = {
  args: { blocked: true, like: 'liked' },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('discovery:actions.blocked', { name: 'Sophie' }),
    );
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual([t('discovery:actions.unblock'), t('discovery:actions.report')]);
    await userEvent.click(canvas.getByRole('button', { name: t('discovery:actions.unblock') }));
    await expect(args.onUnblock).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const like = within(canvasElement).getByRole('button', { name: t('discovery:actions.like') });
    // Waiting, not gone: the button keeps its place in the tab order and ignores presses.
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(like);
    await expect(args.onLike).not.toHaveBeenCalled();
    await expect(like).toHaveFocus();
  },
};

export const Visitor: Story = {
  args: { viewer: 'visitor' },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const login = canvas.getByRole('link', { name: t('discovery:actions.loginToLike') });
    await expect(login).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** After logging in, the visitor comes back to the profile. */
export const VisitorComesBack: Story = {
  args: { viewer: 'visitor', returnTo: '/likes/m/2002' },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const login = within(canvasElement).getByRole('link', {
      name: t('discovery:actions.loginToLike'),
    });
    await expect(login).toHaveAttribute('href', '/login?redirect=%2Flikes%2Fm%2F2002');
  },
};

/** Keyboard only: Tab reaches every button in order, Enter presses it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('discovery:actions.like') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('discovery:actions.report') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

/** The themed sizes show a like received, checked as in {@link TheyLikeYou}. */
const themed: Story = TheyLikeYou;

/* Phone (the main action full width) and desktop (one row) in each theme. */
export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
