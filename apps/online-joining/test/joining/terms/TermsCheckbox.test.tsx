import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@leisure/app-store/testing';
import { TermsCheckbox } from '@leisure/form-kit';
import { isTermsText, simulateScrollArea } from './scrollSimulation.ts';

const term = { id: 3, title: 'Membership terms', html: '<p>Members must bring their card.</p>' };

function Harness({ initial = false, onChange }: { initial?: boolean; onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(initial);
  return (
    <TermsCheckbox
      term={term}
      label="I agree to the"
      checked={checked}
      onChange={(next) => {
        onChange(next);
        setChecked(next);
      }}
    />
  );
}

describe('TermsCheckbox', () => {
  it("is named by its label and the term's title, which is a button opening the terms", async () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the Membership terms' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Membership terms' }));
    expect(screen.getByRole('dialog', { name: 'Membership terms' })).toBeInTheDocument();
    // The button in the label opens the terms without ticking anything.
    expect(checkbox).not.toBeChecked();
  });

  it('ticking opens the terms; I Agree at their end ticks the box and closes them', async () => {
    const area = simulateScrollArea(isTermsText, { content: 900, visible: 300 });
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the Membership terms' });

    await userEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    screen.getByRole('dialog', { name: 'Membership terms' });

    area.scrollTo(screen.getByRole('region', { name: 'Membership terms text' }), 600);
    await userEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(checkbox).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkbox).toHaveFocus();
  });

  it('closing the terms without agreeing leaves the box unticked', async () => {
    simulateScrollArea(isTermsText, { content: 900, visible: 300 });
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('once agreed, unticks and ticks again directly', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the Membership terms' });
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkbox).toBeChecked();
  });

  it('an error is tied to the checkbox', () => {
    renderWithProviders(
      <TermsCheckbox
        term={term}
        label={(link) => <>I have read the {link}</>}
        checked={false}
        onChange={vi.fn()}
        error="Read and agree to the membership terms"
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'I have read the Membership terms' })).toHaveAccessibleDescription(
      'Error: Read and agree to the membership terms',
    );
  });
});
