import { REPORT_REASONS, REPORT_REMARKS_MAX_LENGTH } from '@dating/contract/enums';
import { ReportModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';
import { containing, type Translate, textsOf } from '../../.storybook/texts';

type ReportStoryArgs = {
  isOpen: boolean;
  name: string;
  pending: boolean;
  /** Shows the report as failed (a generic error in the toolbar language). */
  failed: boolean;
  onClose: () => void;
  onSubmit: () => void;
};

/**
 * Reporting a member: the reason, what happened ("Other" needs it), the note that reporting
 * blocks the member too, and the outcome of sending.
 */
const meta = {
  title: 'Modals/ReportModal',
  args: {
    isOpen: true,
    name: 'Mark',
    pending: false,
    failed: false,
    onClose: fn(),
    onSubmit: fn(),
  },
  render: function Controlled(args) {
    const { t } = useTranslation('errors');
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <ReportModal
          isOpen={isOpen}
          name={args.name}
          pending={args.pending}
          error={args.failed ? t('generic') : null}
          onSubmit={args.onSubmit}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </main>
    );
  },
} satisfies Meta<ReportStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const reportDialog = (t: Translate) =>
  screen.findByRole('dialog', { name: t('discovery:report.title', { name: 'Mark' }) });

const remarksField = (dialog: HTMLElement, t: Translate) =>
  within(dialog).getByRole('textbox', { name: containing(t('discovery:report.remarks')) });

export const Form: Story = {
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reportDialog(t);
    const reasons = within(dialog).getByRole('radiogroup', {
      name: t('discovery:report.reason', { name: 'Mark' }),
    });
    const labels = within(reasons)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    await expect(labels).toEqual(REPORT_REASONS.map((id) => t(`discovery:report.reasons.${id}`)));
    await expect(remarksField(dialog, t)).toHaveAttribute(
      'maxlength',
      String(REPORT_REMARKS_MAX_LENGTH),
    );
    await expect(
      within(dialog).getByText(t('discovery:report.blocksToo', { name: 'Mark' })),
    ).toBeVisible();
  },
};

export const ReasonMissing: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reportDialog(t);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('discovery:report.submit') }),
    );
    await expect(
      await within(dialog).findByText(t('discovery:report.reasonRequired')),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "Other" needs remarks; once written, the report goes. */
export const OtherNeedsRemarks: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reportDialog(t);
    await userEvent.click(within(dialog).getByText(t('discovery:report.reasons.other')));
    const submit = within(dialog).getByRole('button', { name: t('discovery:report.submit') });
    await userEvent.click(submit);
    await expect(
      await within(dialog).findByText(t('discovery:report.remarksRequired')),
    ).toBeVisible();
    await expect(remarksField(dialog, t)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(remarksField(dialog, t), '  Asks for money  ');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'other',
      remarks: 'Asks for money',
    });
  },
};

/** A reason other than "Other" goes without remarks; the keyboard alone does it. */
export const ReasonByKeyboard: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reportDialog(t);
    const fake = within(dialog).getByRole('radio', {
      name: t('discovery:report.reasons.fake_profile'),
    });
    fake.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(dialog).getByRole('radio', { name: t('discovery:report.reasons.scam') }),
    ).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('discovery:report.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'scam', remarks: '' });
  },
};

export const Sending: Story = {
  args: { pending: true },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reportDialog(t);
    await expect(
      within(dialog).getByRole('button', { name: t('discovery:report.sending') }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: t('discovery:report.cancel') }),
    ).toBeDisabled();
  },
};

export const SendingFailed: Story = {
  args: { failed: true },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reportDialog(t);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(t('errors:generic'));
  },
};

export const Cancel: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await reportDialog(t);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('discovery:report.cancel') }),
    );
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Cancelled half-way, the form opens empty the next time. */
export const OpensEmptyAgain: Story = {
  args: { isOpen: false },
  render: function Reopened(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Report again
        </button>
        <ReportModal
          isOpen={isOpen}
          name={args.name}
          pending={false}
          error={null}
          onSubmit={args.onSubmit}
          onClose={() => setOpen(false)}
        />
      </main>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    let dialog = await reportDialog(t);
    await userEvent.click(within(dialog).getByText(t('discovery:report.reasons.scam')));
    await userEvent.type(remarksField(dialog, t), 'Sent a link');
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('discovery:report.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report again' }));
    dialog = await reportDialog(t);
    await expect(remarksField(dialog, t)).toHaveValue('');
    await expect(
      within(dialog).getByRole('radio', { name: t('discovery:report.reasons.scam') }),
    ).not.toBeChecked();
  },
};

/** The themed sizes show the form, checked as in {@link Form}. */
const themed: Story = Form;

export const PhoneClassic: Story = { ...themed, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...themed, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...themed, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...themed, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...themed, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...themed, globals: inTheme('sunrise', 'desktop') };
