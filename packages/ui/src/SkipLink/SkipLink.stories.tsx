import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main-content" style={{ padding: '4rem 1rem' }}>
        <h1>Timetable</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first stop on every page: hidden until focused, then drawn over the header (WCAG 2.4.1). */
export const Focused: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector('a')?.focus();
  },
};
