import type { DiscountCode } from '@dating/contract';
import { DELETE_COUNTDOWN_SECONDS } from '@dating/logic';
import { createFakeClock, type FakeClock, fixtureDeletionOffer } from '@dating/logic/testing';
import { DeleteAccountModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

type DeleteStoryArgs = {
  isOpen: boolean;
  pending: boolean;
  /** Shows the deletion as failed (a generic error in the toolbar language). */
  failed: boolean;
  countdownSeconds: number;
  /** The company's offer to stay, or null. */
  offer: DiscountCode | null;
  onClose: () => void;
  onDelete: () => void;
};

/** Each story's own fake clock: the countdown moves only when the play function says so. */
const clockOf = (loaded: Record<string, unknown>) => loaded.clock as FakeClock;

/** Lets the countdown run for some seconds: each second once its timer is set. */
async function countDown(loaded: Record<string, unknown>, seconds: number) {
  const clock = clockOf(loaded);
  for (let second = 0; second < seconds; second += 1) {
    await waitFor(() => expect(clock.pending()).toBeGreaterThan(0));
    await clock.advance(1000);
  }
}

/**
 * Deleting the account in two steps: the reason ("another reason" asks for remarks), then "Are
 * you sure?" with a delete button that counts down (on a fake clock here) before it can be pressed.
 * Between them, once, the company's offer to stay when there is one.
 */
const meta = {
  title: 'Modals/DeleteAccountModal',
  loaders: [() => ({ clock: createFakeClock() })],
  args: {
    isOpen: true,
    pending: false,
    failed: false,
    countdownSeconds: DELETE_COUNTDOWN_SECONDS,
    offer: null,
    onClose: fn(),
    onDelete: fn(),
  },
  render: function Controlled(args, { loaded }) {
    const { t } = useTranslation('errors');
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <DeleteAccountModal
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
          onDelete={args.onDelete}
          pending={args.pending}
          error={args.failed ? t('generic') : null}
          countdownSeconds={args.countdownSeconds}
          clock={clockOf(loaded)}
          offer={args.offer}
        />
      </main>
    );
  },
} satisfies Meta<DeleteStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const reasonDialog = (t: Translate) =>
  screen.findByRole('dialog', { name: t('notifications:delete.modalTitle') });

/** Chooses a reason and goes on to the confirmation. */
async function confirmStep(t: Translate, reason = 'found_someone') {
  const dialog = await reasonDialog(t);
  await userEvent.click(within(dialog).getByText(t(`notifications:delete.reasons.${reason}`)));
  await userEvent.click(within(dialog).getByRole('button', { name: t('forms:continue') }));
  return screen.findByRole('dialog', { name: t('notifications:delete.confirmTitle') });
}

export const ReasonStep: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reasonDialog(t);
    const reasons = within(dialog).getByRole('radiogroup', {
      name: t('notifications:delete.reason'),
    });
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(7);
    await expect(
      within(dialog).getByRole('button', { name: t('notifications:delete.keep') }),
    ).toBeVisible();
  },
};

export const ReasonMissing: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reasonDialog(t);
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms:continue') }));
    await expect(
      await within(dialog).findByText(t('notifications:delete.reasonRequired')),
    ).toBeVisible();
  },
};

export const AnotherReason: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reasonDialog(t);
    await userEvent.click(within(dialog).getByText(t('notifications:delete.reasons.other')));
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms:continue') }));
    await expect(
      await within(dialog).findByText(t('notifications:delete.remarksRequired')),
    ).toBeVisible();
    const remarks = within(dialog).getByRole('textbox', {
      name: containing(t('notifications:delete.remarks')),
    });
    await userEvent.type(remarks, 'Moving abroad');
    await expect(remarks).toHaveValue('Moving abroad');
  },
};

export const CountdownStep: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await confirmStep(t);
    const button = within(dialog).getByRole('button', {
      name: t('notifications:delete.confirmIn', { seconds: DELETE_COUNTDOWN_SECONDS }),
    });
    await expect(button).toBeDisabled();
    await countDown(loaded, 2);
    await waitFor(() =>
      expect(button).toHaveTextContent(
        t('notifications:delete.confirmIn', { seconds: DELETE_COUNTDOWN_SECONDS - 2 }),
      ),
    );
    // The safe choice has the focus.
    const keep = within(dialog).getByRole('button', { name: t('notifications:delete.keep') });
    await waitFor(() => expect(keep).toHaveFocus());
  },
};

export const CountdownDone: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await confirmStep(t, 'price');
    await countDown(loaded, DELETE_COUNTDOWN_SECONDS);
    const button = await within(dialog).findByRole('button', {
      name: t('notifications:delete.confirm'),
    });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onDelete).toHaveBeenCalledWith({ reason: 'price', remarks: '' });
  },
};

export const Deleting: Story = {
  args: { pending: true, countdownSeconds: 0 },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await confirmStep(t);
    await expect(
      within(dialog).getByRole('button', { name: t('notifications:delete.deleting') }),
    ).toBeVisible();
  },
};

export const DeletionFailed: Story = {
  args: { failed: true, countdownSeconds: 0 },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await confirmStep(t);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('errors:generic'));
  },
};

export const KeepAccount: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reasonDialog(t);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('notifications:delete.keep') }),
    );
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OfferToStay: Story = {
  args: { offer: fixtureDeletionOffer() },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reasonDialog(t);
    await userEvent.click(within(dialog).getByText(t('notifications:delete.reasons.price')));
    await userEvent.click(within(dialog).getByRole('button', { name: t('forms:continue') }));
    const offer = await screen.findByRole('dialog', {
      name: t('notifications:delete.offer.title'),
    });
    const take = within(offer).getByRole('link', {
      name: t('notifications:delete.offer.take', { percent: 50 }),
    });
    await expect(take).toHaveAttribute('href', '/credits?code=STAY-7KQ2M9XP');
    await waitFor(() => expect(take).toHaveFocus());
    // Declined, it gives way to the confirmation, and is not made again.
    await userEvent.click(
      within(offer).getByRole('button', { name: t('notifications:delete.offer.decline') }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: t('notifications:delete.confirmTitle'),
    });
    await expect(confirm).toBeVisible();
  },
};
