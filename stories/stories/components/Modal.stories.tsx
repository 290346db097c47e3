import { Button, Modal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

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
