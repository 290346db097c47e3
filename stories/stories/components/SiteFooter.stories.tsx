import { formatSupportPhone } from '@dating/logic';
import { SiteFooter, type SiteFooterProps, useStores } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

type FooterArgs = Pick<SiteFooterProps, 'loggedIn' | 'variant' | 'year'>;

/** The footer with the toolbar brand's support contacts; members see more links than visitors. */
const meta = {
  title: 'Components/SiteFooter',
  args: { loggedIn: false, variant: 'plain', year: 2026 },
  argTypes: { variant: { control: 'inline-radio', options: ['plain', 'copyright'] } },
  render: function BrandFooter(args: FooterArgs) {
    const { settings } = useStores().settings.state;
    return (
      <footer>
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
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('navigation', { name: 'Footer' });
    await expect(within(footer).getAllByRole('link')).toHaveLength(5);
    await expect(within(footer).queryByRole('link', { name: 'Complaints' })).toBeNull();
  },
};

export const Member: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('navigation', { name: 'Footer' });
    await expect(within(footer).getByRole('link', { name: 'Complaints' })).toBeVisible();
  },
};

export const WithCopyright: Story = {
  args: { variant: 'copyright' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/© 2026/)).toBeVisible();
  },
};

export const MemberWithCopyright: Story = { args: { loggedIn: true, variant: 'copyright' } };
