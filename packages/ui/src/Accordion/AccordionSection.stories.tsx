import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextField } from '../fields/TextField.tsx';
import { Accordion } from './Accordion.tsx';
import { AccordionSection } from './AccordionSection.tsx';

const meta = {
  title: 'Sections/Accordion',
  component: AccordionSection,
  args: { heading: 'Your details', number: 2, open: true, children: <TextField label="First name" name="firstName" /> },
} satisfies Meta<typeof AccordionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online joining's numbered steps: one done (with Edit and its summary), one open, one with errors, one to come. */
function JoiningSteps() {
  const [open, setOpen] = useState(2);
  return (
    <Accordion>
      <AccordionSection
        heading="Choose your home centre"
        number={1}
        open={open === 1}
        status="completed"
        summary="Leeds City Leisure Centre"
        onEdit={() => setOpen(1)}
      >
        <p>Leeds City Leisure Centre</p>
      </AccordionSection>
      <AccordionSection heading="Your details" number={2} open={open === 2} onToggle={() => setOpen(2)}>
        <TextField label="First name" name="firstName" defaultValue="Sam" />
      </AccordionSection>
      <AccordionSection heading="Bank details" number={3} open={open === 3} status="error" onToggle={() => setOpen(3)}>
        <p>Enter your sort code.</p>
      </AccordionSection>
      <AccordionSection heading="Payment" number={4} open={open === 4}>
        <p>Pay for your first month.</p>
      </AccordionSection>
    </Accordion>
  );
}

export const Steps: Story = { render: () => <JoiningSteps /> };

export const OpenSection: Story = { args: { onToggle: () => undefined } };

export const ClosedCompleted: Story = {
  args: { open: false, status: 'completed', summary: 'Sam Member, sam.member@example.com', onEdit: () => undefined },
};

export const WithErrors: Story = { args: { open: false, status: 'error', onToggle: () => undefined } };
