import { MINIMUM_AGE } from '@dating/contract/enums';
import { SiteEntryWarning } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import type { SiteParameters } from '../../.storybook/site-parameters';
import { textsOf } from '../../.storybook/texts';

/**
 * The default layout's site-entry warning: shown to visitors who have not confirmed yet (unless
 * the brand disables it), with the brand's text in the visitor's language when it has one.
 */
const meta = {
  title: 'Layouts/SiteEntryWarning',
  component: SiteEntryWarning,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SiteEntryWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  parameters: { site: { member: 'visitor', siteEntryWarning: true } satisfies SiteParameters },
  play: async ({ loaded }) => {
    const t = textsOf(loaded);
    const dialog = await screen.findByRole('dialog', { name: t('modals:siteEntryWarning.title') });
    const enter = await screen.findByRole('button', {
      name: t('modals:siteEntryWarning.accept', { min_age: MINIMUM_AGE, count: MINIMUM_AGE }),
    });
    await userEvent.click(enter);
    // Closed: the element stays in the layout, out of sight and of the accessibility tree.
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const BrandText: Story = {
  parameters: {
    site: {
      member: 'visitor',
      siteEntryWarning: true,
      settings: {
        site_entry_warning: {
          en: { title: 'Adults only, please', body: 'Confirm that you are 18 or older.' },
          de: { title: 'Nur für Erwachsene', body: 'Bitte bestätigen Sie, dass Sie 18 sind.' },
          es: { title: 'Solo para adultos', body: 'Confirma que tienes 18 años o más.' },
          fr: { title: 'Réservé aux adultes', body: 'Confirmez que vous avez 18 ans ou plus.' },
          it: { title: 'Solo per adulti', body: 'Conferma di avere almeno 18 anni.' },
          nl: { title: 'Alleen voor volwassenen', body: 'Bevestig dat je 18 jaar of ouder bent.' },
          pl: { title: 'Tylko dla dorosłych', body: 'Potwierdź, że masz ukończone 18 lat.' },
        },
      },
    } satisfies SiteParameters,
  },
  play: async ({ globals, parameters }) => {
    const texts = (parameters.site as SiteParameters).settings?.site_entry_warning ?? {};
    const title = texts[globals.locale as keyof typeof texts]?.title ?? '';
    await expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
  },
};

export const AlreadyConfirmed: Story = {
  parameters: { site: { member: 'visitor' } satisfies SiteParameters },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Member: Story = {
  parameters: { site: { member: 'free', siteEntryWarning: true } satisfies SiteParameters },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const DisabledByBrand: Story = {
  parameters: {
    site: {
      member: 'visitor',
      siteEntryWarning: true,
      settings: { enable_site_entry_popup: 'no' },
    } satisfies SiteParameters,
  },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
