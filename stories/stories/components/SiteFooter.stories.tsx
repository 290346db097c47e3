import { formatSupportPhone } from '@dating/logic';
import { SiteFooter, type SiteFooterProps, useStores } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

type FooterArgs = Pick<SiteFooterProps, 'loggedIn' | 'variant' | 'year'>;

/** The footer with the toolbar brand's support contacts; members see more links than visitors. */
const meta = {
  title: 'Components/SiteFooter',
  args: { loggedIn: false, variant: 'plain', year: 2026 },
  argTypes: { variant: { control: 'inline-radio', options: ['plain', 'copyright'] } },
  render: function BrandFooter(args: FooterArgs) {
    const { settings } = useStores().settings.state;
    // The default layout's <footer> gives the footer its band of colour.
    const band = {
      background: 'var(--dt-color-footer-background)',
      color: 'var(--dt-color-footer-text)',
    };
    return (
      <footer style={band}>
        <SiteFooter
          {...args}
          brandName={settings.name}
          supportEmail={settings.support_email}
          supportPhone={formatSupportPhone(settings.support_phone)}
        />
      </footer>
    );
  },
} satisfies Meta<FooterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const footer = within(canvasElement).getByRole('navigation', {
      name: t('footer:footerNavigation'),
    });
    await expect(within(footer).getAllByRole('link')).toHaveLength(8);
    await expect(within(footer).getByRole('link', { name: t('footer:service') })).toHaveAttribute(
      'href',
      '/pages/service',
    );
    // Anyone may send a notice (EU DSA Art. 16), also without an account.
    await expect(within(footer).getByRole('link', { name: t('footer:complaints') })).toBeVisible();
    // The withdrawal function is there for a member who is logged out, too (EU Directive 2023/2673).
    await expect(
      within(footer).getByRole('link', { name: t('footer:withdrawal') }),
    ).toHaveAttribute('href', '/withdrawal');
    await expect(within(footer).queryByRole('link', { name: t('footer:ban') })).toBeNull();
  },
};

export const Member: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement, loaded }) => {
    const t = textsOf(loaded);
    const footer = within(canvasElement).getByRole('navigation', {
      name: t('footer:footerNavigation'),
    });
    await expect(within(footer).getByRole('link', { name: t('footer:complaints') })).toBeVisible();
  },
};

export const WithCopyright: Story = {
  args: { variant: 'copyright' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/© 2026/)).toBeVisible();
  },
};

export const MemberWithCopyright: Story = { args: { loggedIn: true, variant: 'copyright' } };
