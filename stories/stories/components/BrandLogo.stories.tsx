import { BrandLogo } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findBrand, inTheme } from '../../.storybook/brands';
import type { SiteParameters } from '../../.storybook/site-parameters';

/**
 * The brand's logo as the header shows it: the brand's own file (`assets.logo`, its dark variant
 * on a dark header), else a logo drawn from the brand's name and theme. Either way its text is
 * the brand's name.
 */
const meta = {
  title: 'Components/BrandLogo',
  component: BrandLogo,
  args: { name: '' },
  render: function HeaderLogo(_args, { globals }) {
    const brand = findBrand(globals.brand);
    // The header's band of colour, as the layouts give it.
    return (
      <div style={{ padding: '1rem', background: 'var(--dt-color-nav-background)' }}>
        <a href="/" style={{ color: 'var(--dt-color-accent)', fontWeight: 700 }}>
          <BrandLogo name={brand.name} />
        </a>
      </div>
    );
  },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar brand's logo: its own file where brand.json names one. */
export const ToolbarBrand: Story = {
  play: async ({ canvasElement, globals }) => {
    const { name } = findBrand(globals.brand);
    await expect(within(canvasElement).getByRole('link', { name })).toBeVisible();
  },
};

/** A brand without a logo of its own: the initial in the accent colours and the name. */
export const Drawn: Story = {
  parameters: {
    site: { assets: { logo: null, hero: null, video: null } } satisfies SiteParameters,
  },
  play: async ({ canvasElement, globals }) => {
    const { name } = findBrand(globals.brand);
    const link = within(canvasElement).getByRole('link', { name });
    await expect(within(link).queryByRole('img')).toBeNull();
    await expect(link).toHaveTextContent(name);
  },
};

/* Each demo brand's logo on its own theme's header. */
const inEach = (theme: 'classic' | 'midnight' | 'sunrise'): Story => ({
  ...ToolbarBrand,
  globals: inTheme(theme, 'mobile'),
});
export const Classic = inEach('classic');
export const Midnight = inEach('midnight');
export const Sunrise = inEach('sunrise');
