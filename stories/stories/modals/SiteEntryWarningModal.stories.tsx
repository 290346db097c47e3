import { MINIMUM_AGE } from '@dating/contract/enums';
import { SiteEntryWarningModal } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

/**
 * The adults-only warning on arrival, a native modal `<dialog>`: closed by confirming or by
 * Escape (which counts as confirming), not by clicking the backdrop. Escape needs a real key
 * press (the browser's own cancel), so its test lives in the site-entry warning's browser test.
 */
const meta = {
  title: 'Modals/SiteEntryWarningModal',
  component: SiteEntryWarningModal,
  args: { isOpen: true, title: '', body: '', acceptLabel: '', onAccept: fn() },
  render: function Translated(args) {
    const { t } = useTranslation('modals');
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <main>
        <SiteEntryWarningModal
          {...args}
          isOpen={isOpen}
          title={args.title || t('siteEntryWarning.title')}
          body={
            args.body || t('siteEntryWarning.body', { min_age: MINIMUM_AGE, count: MINIMUM_AGE })
          }
          acceptLabel={
            args.acceptLabel ||
            t('siteEntryWarning.accept', { min_age: MINIMUM_AGE, count: MINIMUM_AGE })
          }
          onAccept={() => {
            args.onAccept();
            setOpen(false);
          }}
        />
      </main>
    );
  },
} satisfies Meta<typeof SiteEntryWarningModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultText: Story = {
  play: async ({ args, loaded }) => {
    const t = textsOf(loaded);
    const dialog = await screen.findByRole('dialog', { name: t('modals:siteEntryWarning.title') });
    const accept = within(dialog).getByRole('button', {
      name: t('modals:siteEntryWarning.accept', { min_age: MINIMUM_AGE, count: MINIMUM_AGE }),
    });
    await waitFor(() => expect(accept).toHaveFocus());
    await userEvent.click(accept);
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const BrandText: Story = {
  args: {
    title: 'Welcome, grown-ups',
    body: 'Everyone here is 18 or older. Please confirm your age to continue.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, grown-ups' });
    await expect(dialog).toHaveTextContent('Please confirm your age to continue.');
  },
};
