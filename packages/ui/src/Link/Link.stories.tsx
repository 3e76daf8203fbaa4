import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link.tsx';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#terms', children: 'Read the membership terms' },
  render: (args) => (
    <p>
      Before you pay, <Link {...args} /> (they open on this page).
    </p>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Underlined, so it is never told apart by colour alone. */
export const Inline: Story = {};

export const FocusVisible: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector('a')?.focus();
  },
};
