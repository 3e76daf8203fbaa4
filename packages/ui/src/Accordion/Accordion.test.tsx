import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { Accordion } from './Accordion.tsx';
import { AccordionSection } from './AccordionSection.tsx';

function JoiningSteps() {
  const [open, setOpen] = useState('membership');
  return (
    <Accordion>
      <AccordionSection
        number={1}
        heading="Choose your centre"
        status="completed"
        summary="Riverside Leisure Centre"
        open={open === 'centre'}
        onEdit={() => setOpen('centre')}
      >
        <p>Centre search</p>
      </AccordionSection>
      <AccordionSection number={2} heading="Choose your membership" open={open === 'membership'}>
        <p>Membership list</p>
      </AccordionSection>
      <AccordionSection number={3} heading="Your details" status="error" open={open === 'details'}>
        <p>Details form</p>
      </AccordionSection>
    </Accordion>
  );
}

describe('AccordionSection as a step', () => {
  it('shows the open step and hides the rest', () => {
    renderWithTheme(<JoiningSteps />);
    expect(screen.getByText('Membership list')).toBeVisible();
    expect(screen.queryByText('Centre search')).not.toBeVisible();
    expect(screen.getByRole('region', { name: /Choose your membership/ })).toBeInTheDocument();
  });

  it('names the Edit button after its section (docs/product/platform.md D7) and opens the section with it', async () => {
    renderWithTheme(<JoiningSteps />);
    expect(screen.getByText('Riverside Leisure Centre')).toBeVisible();
    const edit = screen.getByRole('button', { name: 'Edit Choose your centre' });
    expect(edit).toHaveTextContent(/^Edit/);
    await userEvent.click(edit);
    expect(screen.getByText('Centre search')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit Choose your centre' })).not.toBeInTheDocument();
    expect(screen.queryByText('Riverside Leisure Centre')).not.toBeInTheDocument();
  });

  it('says a section is completed or has errors in words, not by icon colour alone', () => {
    renderWithTheme(<JoiningSteps />);
    const [centre, , details] = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.closest('section'));
    expect(centre).toHaveTextContent('Completed');
    expect(details).toHaveTextContent('Has errors');
    // The status sits beside the heading, so the heading's own name stays the section name.
    expect(screen.getByRole('heading', { name: 'Choose your centre' })).toBeInTheDocument();
  });

  it('leaves closed content out of the page when asked', () => {
    renderWithTheme(
      <AccordionSection heading="Payment" open={false} unmountWhenClosed>
        <p>Card form</p>
      </AccordionSection>,
    );
    expect(screen.queryByText('Card form')).not.toBeInTheDocument();
  });
});

describe('Accordion with toggles', () => {
  function Faq({ onToggle }: { onToggle?: (heading: string, open: boolean) => void }) {
    const [open, setOpen] = useState<string[]>([]);
    const toggle = (heading: string) => (next: boolean) => {
      onToggle?.(heading, next);
      setOpen((current) => (next ? [...current, heading] : current.filter((item) => item !== heading)));
    };
    return (
      <Accordion>
        {['Opening times', 'Parking', 'Lockers'].map((heading) => (
          <AccordionSection
            key={heading}
            heading={heading}
            headingLevel={3}
            open={open.includes(heading)}
            onToggle={toggle(heading)}
          >
            <p>About {heading}</p>
          </AccordionSection>
        ))}
      </Accordion>
    );
  }

  it('opens and closes from the header button, saying whether it is expanded', async () => {
    const onToggle = vi.fn();
    renderWithTheme(<Faq onToggle={onToggle} />);
    const parking = screen.getByRole('button', { name: 'Parking' });
    expect(parking).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('About Parking')).not.toBeVisible();

    await userEvent.click(parking);
    expect(parking).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('About Parking')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Parking' })).toHaveAttribute(
      'id',
      parking.getAttribute('aria-controls'),
    );

    parking.focus();
    await userEvent.keyboard('{Enter}');
    expect(parking).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    expect(onToggle.mock.calls).toEqual([
      ['Parking', true],
      ['Parking', false],
      ['Parking', true],
    ]);
  });

  it('moves between headers with the arrow keys, Home and End, wrapping round', async () => {
    renderWithTheme(<Faq />);
    screen.getByRole('button', { name: 'Opening times' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Parking' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Lockers' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Opening times' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Lockers' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Opening times' })).toHaveFocus();
  });

  it('leaves arrow keys alone inside an open panel', async () => {
    function WithField() {
      return (
        <Accordion>
          <AccordionSection heading="Search" open onToggle={() => {}}>
            <input aria-label="Postcode" />
          </AccordionSection>
          <AccordionSection heading="Results" open={false} onToggle={() => {}}>
            <p>Results</p>
          </AccordionSection>
        </Accordion>
      );
    }
    renderWithTheme(<WithField />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Postcode' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveFocus();
  });
});
