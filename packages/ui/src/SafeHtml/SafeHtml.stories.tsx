import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './SafeHtml.tsx';

const meta = {
  title: 'Content/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<h2>Lane Swimming</h2><p>Lanes are <strong>slow</strong>, <strong>medium</strong> and <strong>fast</strong>. <a href="#rules">Read the pool rules</a>.</p><ul><li>Swim caps for long hair</li><li>Under-8s with an adult</li></ul><script>alert(1)</script>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A venue's own HTML, sanitised: its script is left out. */
export const VenueDescription: Story = {};
