import { SignupFlow } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inMain } from '../../.storybook/page-frame';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { NEW_MEMBER } from '../../.storybook/story-helpers';
import { containing, textsOf } from '../../.storybook/texts';

/**
 * The signup flow as the modal and the /signup page show it: the list of the five steps, "step N
 * of 5" and the step itself (SignupAccountStep, then the steps of SignupSteps.tsx).
 */
const meta = {
  title: 'Sections/SignupFlow',
  component: SignupFlow,
  decorators: [inMain],
  parameters: { site: { member: 'visitor' } satisfies SiteParameters },
} satisfies Meta<typeof SignupFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who just signed up, at this step. */
const atStep = (step: 1 | 2 | 3 | 4): { site: SiteParameters } => ({
  site: { member: 'free', user: NEW_MEMBER, signup: { step } },
});

export const AccountStep: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list', { name: t('signup:progress') }));
    const items = steps.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent(t('signup:steps.account'));
    await expect(canvas.getByText(t('forms:stepOf', { step: 1, steps: 5 }))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: t('signup:submit') })).toBeVisible();
  },
};

export const PhotoStepSkipped: Story = {
  parameters: atStep(1),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('forms:stepOf', { step: 2, steps: 5 }))).toBeVisible();
    // The step's code loads on demand: its Skip button comes with it.
    await userEvent.click(await canvas.findByRole('button', { name: t('forms:skip') }));
    await expect(canvas.getByText(t('forms:stepOf', { step: 3, steps: 5 }))).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: containing(t('profile:location.locate')) }),
    ).toBeVisible();
  },
};

export const AboutStepSaved: Story = {
  parameters: atStep(3),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(t('profile:interests.cooking'), { exact: true }));
    await userEvent.click(canvas.getByRole('button', { name: t('signup:next') }));
    await waitFor(() =>
      expect(canvas.getByText(t('forms:stepOf', { step: 5, steps: 5 }))).toBeVisible(),
    );
    await expect(
      await canvas.findByRole('button', { name: t('signup:notificationsStep.enable') }),
    ).toBeVisible();
  },
};

export const NotificationsStep: Story = {
  parameters: atStep(4),
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[4]).toHaveAttribute('aria-current', 'step');
    await expect(await canvas.findByRole('button', { name: t('signup:finish') })).toBeVisible();
  },
};
