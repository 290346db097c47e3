import { Link } from '@dating/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A client-side link (the site's router) in four looks; always a real `<a href>`. */
const meta = {
  title: 'Components/Link',
  component: Link,
  parameters: { layout: 'padded' },
  args: { to: '/members', children: 'Search members' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['inline', 'button', 'button-secondary', 'plain'],
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Already a member? <Link {...args} /> and carry on where you left off.
    </p>
  ),
  args: { to: '/login', children: 'Log in' },
};

export const AsButton: Story = { args: { variant: 'button' } };

export const AsSecondaryButton: Story = { args: { variant: 'button-secondary', to: '/login' } };

export const Plain: Story = { args: { variant: 'plain' } };
