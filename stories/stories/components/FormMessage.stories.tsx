import { FormMessage } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../.storybook/texts';

type FormMessageStoryArgs = { outcome: 'none' | 'success' | 'danger' };

/**
 * The outcome line under a form: two live regions that are always there (a polite one for
 * confirmations, an assertive one for errors), empty and hidden until there is something to say.
 */
const meta = {
  title: 'Components/FormMessage',
  parameters: { layout: 'padded' },
  args: { outcome: 'success' },
  argTypes: { outcome: { control: 'inline-radio', options: ['none', 'success', 'danger'] } },
  render: function Translated({ outcome }: FormMessageStoryArgs) {
    const { t } = useTranslation(['common', 'errors']);
    const message =
      outcome === 'success'
        ? { tone: 'success' as const, text: t('forms:saved') }
        : outcome === 'danger'
          ? { tone: 'danger' as const, text: t('errors:generic') }
          : null;
    return (
      <main>
        <FormMessage message={message} />
      </main>
    );
  },
} satisfies Meta<FormMessageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(textsOf(loaded)('forms:saved'));
    // The empty region stays in the page (hidden) so that a later error is announced.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Danger: Story = {
  args: { outcome: 'danger' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(textsOf(loaded)('errors:generic'));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Nothing: Story = {
  args: { outcome: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Empty, both regions stay in the accessibility tree, ready to be heard.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
