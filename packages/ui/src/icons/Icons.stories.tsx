import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BasketIcon,
  CheckIcon,
  ChevronIcon,
  CloseIcon,
  DangerIcon,
  HomeIcon,
  InfoIcon,
  MenuIcon,
  PersonIcon,
  WarningIcon,
} from './Icons.tsx';

const icons = {
  BasketIcon,
  CheckIcon,
  ChevronIcon,
  CloseIcon,
  DangerIcon,
  HomeIcon,
  InfoIcon,
  MenuIcon,
  PersonIcon,
  WarningIcon,
};

/** Decorative icons in currentColor at 1em: each shown at 2rem in the brand colour, with its name beside it. */
function IconSheet() {
  return (
    <ul
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '1rem', padding: 0 }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', listStyle: 'none' }}>
          <Icon style={{ fontSize: '2rem' }} />
          <span>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Content/Icons', component: IconSheet } satisfies Meta<typeof IconSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Every: Story = {};
