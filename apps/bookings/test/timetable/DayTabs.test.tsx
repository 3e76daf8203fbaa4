import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@leisure/app-store/testing';
import { Button } from '@leisure/ui';
import { DayTabs } from '../../src/features/timetable/components/DayTabs.tsx';

/** Today (Tue 24 Nov 2026) and the next 13 days. */
const dates = Array.from({ length: 14 }, (_, index) =>
  new Date(Date.UTC(2026, 10, 24 + index)).toISOString().slice(0, 10),
);

function Tabs() {
  const [selected, setSelected] = useState(dates[0]!);
  return (
    <>
      <DayTabs dates={dates} selected={selected} onSelect={setSelected} panelId="panel" idPrefix="day" />
      <div id="panel" role="tabpanel" aria-labelledby={`day-${selected}`}>
        {selected}
      </div>
    </>
  );
}

describe('the day tabs', () => {
  it('draw the selected day as the primary button, the others outlined on the page (docs/decisions/0017)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Tabs />
        <Button>Add to basket</Button>
      </>,
    );
    const style = (name: string) =>
      getComputedStyle(screen.getByRole(name === 'Add to basket' ? 'button' : 'tab', { name }));
    const primary = style('Add to basket');
    for (const [selected, other] of [
      ['Today', 'Tomorrow'],
      ['Tomorrow', 'Today'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: selected }));
      expect(style(selected).backgroundColor).toBe(primary.backgroundColor);
      expect(style(selected).color).toBe(primary.color);
      // Solid purple with white text in the default theme: not the pale lavender with black text it was.
      expect(style(selected).color).toBe('rgb(255, 255, 255)');
      expect(style(other).backgroundColor).toBe('rgb(255, 255, 255)');
      expect(style(other).color).not.toBe(primary.color);
    }
  });

  it('are a tablist of 14 days: Today, Tomorrow, then the date, the first selected', () => {
    renderWithProviders(<Tabs />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Days' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Today',
      'Tomorrow',
      'Thu 26 Nov',
      'Fri 27 Nov',
      'Sat 28 Nov',
      'Sun 29 Nov',
      'Mon 30 Nov',
      'Tue 1 Dec',
      'Wed 2 Dec',
      'Thu 3 Dec',
      'Fri 4 Dec',
      'Sat 5 Dec',
      'Sun 6 Dec',
      'Mon 7 Dec',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-controls', 'panel');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]]);
    expect(screen.getByRole('tabpanel', { name: 'Today' })).toBeInTheDocument();
  });

  it('move with the arrow keys, Home and End, selecting as they go and wrapping round', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Tabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const tomorrow = screen.getByRole('tab', { name: 'Tomorrow' });
    expect(tomorrow).toHaveFocus();
    expect(tomorrow).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tomorrow' })).toHaveTextContent('2026-11-25');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Mon 7 Dec' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Mon 7 Dec' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveFocus();

    // Tab leaves the tablist for the panel's content rather than stepping through every day.
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  });

  it('count every key pressed before the page has shown the last day chosen (a held or doubled key)', async () => {
    // The venue page selects through the address, so `selected` follows a key a render later.
    function LaggingTabs() {
      const [selected, setSelected] = useState(dates[0]!);
      const later = (date: string) => setTimeout(() => setSelected(date), 50);
      return <DayTabs dates={dates} selected={selected} onSelect={later} panelId="panel" idPrefix="day" />;
    }
    const user = userEvent.setup();
    renderWithProviders(<LaggingTabs />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fri 27 Nov' })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Fri 27 Nov' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('select a day by pointer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Tabs />);
    await user.click(screen.getByRole('tab', { name: 'Sat 28 Nov' }));
    expect(screen.getByRole('tab', { name: 'Sat 28 Nov' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('tabindex', '-1');
  });
});
