import { Button, Modal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { inTheme } from '../../.storybook/brands';

/** A modal dialog: focus trapped inside, the page behind inert; Escape closes when dismissable. */
const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Adults only',
    isOpen: true,
    isDismissable: true,
    onOpenChange: () => {},
    children: null,
  },
  render: function Controlled(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <Button onPress={() => setOpen(true)}>Open the dialog</Button>
        <Modal {...args} isOpen={isOpen} onOpenChange={setOpen}>
          <p>This website is for adults aged 18 and over.</p>
          <Button onPress={() => setOpen(false)}>Close</Button>
        </Modal>
      </main>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dismissable: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/* The same story in each theme, at phone (375 px) and desktop (1280 px) sizes. */
export const PhoneClassic: Story = { ...Dismissable, globals: inTheme('classic', 'mobile') };
export const PhoneMidnight: Story = { ...Dismissable, globals: inTheme('midnight', 'mobile') };
export const PhoneSunrise: Story = { ...Dismissable, globals: inTheme('sunrise', 'mobile') };
export const DesktopClassic: Story = { ...Dismissable, globals: inTheme('classic', 'desktop') };
export const DesktopMidnight: Story = { ...Dismissable, globals: inTheme('midnight', 'desktop') };
export const DesktopSunrise: Story = { ...Dismissable, globals: inTheme('sunrise', 'desktop') };
