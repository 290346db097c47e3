import { Badge } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** Counter pill of the navigation: counts cap at `99+`, the credits badge warns and alarms. */
const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: { layout: 'padded' },
  args: { children: '7' },
  argTypes: { tone: { control: 'inline-radio', options: ['count', 'warning', 'danger'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};

export const Capped: Story = { args: { children: '99+' } };

export const CreditsWarning: Story = { args: { children: '5', tone: 'warning' } };

export const CreditsDanger: Story = { args: { children: '0', tone: 'danger' } };
