import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findBrand } from '../../.storybook/brands';
import { themeOfBrand } from '../../.storybook/theme';

/** The colour tokens of the toolbar brand's theme, as `--dt-color-*` variables. */
function ThemeColors({ brandSlug }: { brandSlug: string }) {
  const theme = themeOfBrand(findBrand(brandSlug).theme);
  const colors = theme.tokens.filter((token) => token.type === 'color');
  return (
    <main style={{ padding: 'var(--dt-space-5)', fontFamily: 'var(--dt-font-family)' }}>
      <h1>Theme “{theme.name}”</h1>
      <p>{theme.description}</p>
      <table>
        <caption>Colour tokens</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Swatch</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {colors.map((token) => {
            const variable = `--dt-${token.path.join('-')}`;
            return (
              <tr key={variable}>
                <td>
                  <code>{variable}</code>
                </td>
                <td>
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: '4rem',
                      height: '1.5rem',
                      background: `var(${variable})`,
                      border: '1px solid var(--dt-color-border)',
                    }}
                  />
                </td>
                <td>
                  <code>{String(token.value)}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </main>
  );
}

const meta = {
  title: 'Foundations/Theme colours',
  render: (_args, { globals }) => <ThemeColors brandSlug={String(globals.brand)} />,
} satisfies Meta;

export default meta;

export const Colours: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const accent = getComputedStyle(canvasElement).getPropertyValue('--dt-color-accent');
    await expect(accent).toMatch(/^#/);
    await expect(within(canvasElement).getByText('--dt-color-accent')).toBeVisible();
  },
};
