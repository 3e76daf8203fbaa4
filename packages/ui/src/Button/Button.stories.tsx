import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { ButtonRow } from './buttonRow.ts';

/** The button hierarchy (docs/decisions/0017): one primary per view, outlined or tinted secondary, link, danger. */
const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add to basket', variant: 'primary', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Details' } };

export const Link: Story = { args: { variant: 'link', children: 'Show all sessions' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Yes, cancel booking' } };

/** Work in flight: a spinner, aria-busy, presses ignored; never `disabled` (0017). */
export const Busy: Story = { args: { busy: true, children: 'Paying' } };

/** Looks disabled but stays focusable and says why on activation (docs/product/joining.md D12). */
export const DisabledFocusable: Story = { args: { disabledFocusable: true, children: 'Continue' } };

export const Disabled: Story = { args: { disabled: true, children: 'Choose this membership' } };

/** The focus ring a keyboard user sees (focused from script, which Chromium draws as :focus-visible). */
export const FocusVisible: Story = {
  args: { children: 'Checkout' },
  play: ({ canvasElement }) => {
    canvasElement.querySelector('button')?.focus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <ButtonRow>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </ButtonRow>
  ),
};

/** Every variant side by side, as a dialog's answers or a card's actions sit. */
export const Hierarchy: Story = {
  render: () => (
    <ButtonRow>
      <Button>Checkout</Button>
      <Button variant="secondary">Empty basket</Button>
      <Button variant="danger">Yes, empty basket</Button>
      <Button variant="link">Keep shopping</Button>
    </ButtonRow>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Pay £24.50' } };

/** Navigation that looks like a button: it stays a link. */
export const AsLink: Story = {
  render: () => (
    <ButtonRow>
      <ButtonLink href="#home">Go home</ButtonLink>
      <ButtonLink href="#timetable" variant="secondary">
        See the timetable
      </ButtonLink>
    </ButtonRow>
  ),
};
