import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '@leisure/ui';
import { dayTabLabel } from '../rules/sessionLabels.ts';

const TabList = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-x: auto;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.xxs} ${theme.spacing.s}`};
  scroll-padding-inline: ${({ theme }) => theme.spacing.l};
  scrollbar-width: thin;
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 0 0 auto;
  min-width: 6.5rem;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.m}`};
  border: 2px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colours.primaryOnBackground};
  }
  /* The selected day is drawn as a primary button, solid, the others outlined (docs/decisions/0017). */
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.buttons.primary.border};
      background: ${theme.buttons.primary.background};
      color: ${theme.buttons.primary.text};
      &:hover {
        border-color: ${theme.buttons.primary.border};
        background: ${theme.buttons.primary.hoverBackground};
      }
    `}
  &:focus-visible {
    ${focusRing}
  }
`;

export interface DayTabsProps {
  /** The dates the timetable offers, today first. */
  dates: readonly string[];
  selected: string;
  onSelect: (date: string) => void;
  /** The id of the tab panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

export const dayTabId = (idPrefix: string, date: string) => `${idPrefix}-${date}`;

/**
 * One tab per day (docs/product/bookings.md D20), as an ARIA tablist: only the selected tab is in the Tab order;
 * Left and Right move to the next day and show it, Home and End go to the first and last.
 */
export function DayTabs({ dates, selected, onSelect, panelId, idPrefix }: DayTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const tabOf = (date: string) =>
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(dayTabId(idPrefix, date))}`);

  // The selected day stays in sight in the scrolling strip (a day from the address, or one reached by keys),
  // scrolling the strip only, never the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabOf(selected);
    if (!list || !tab) return;
    const left = tab.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - (list.clientWidth - tab.offsetWidth) / 2);
    }
  });

  function moveTo(index: number) {
    const date = dates[(index + dates.length) % dates.length]!;
    onSelect(date);
    tabOf(date)?.focus({ preventScroll: true });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the tab that has focus, not the `selected` prop: keys pressed faster than the page re-renders (a held key,
    // a quick double press) each move one more day rather than repeating the first move.
    const focused = (event.target as HTMLElement).closest('[role="tab"]');
    const focusedIndex = dates.findIndex((date) => dayTabId(idPrefix, date) === focused?.id);
    const index = focusedIndex >= 0 ? focusedIndex : dates.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: dates.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  }

  return (
    <TabList ref={listRef} role="tablist" aria-label="Days" onKeyDown={handleKeyDown}>
      {dates.map((date, index) => {
        const isSelected = date === selected;
        return (
          <Tab
            key={date}
            id={dayTabId(idPrefix, date)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            $selected={isSelected}
            onClick={() => onSelect(date)}
          >
            {dayTabLabel(date, index)}
          </Tab>
        );
      })}
    </TabList>
  );
}
