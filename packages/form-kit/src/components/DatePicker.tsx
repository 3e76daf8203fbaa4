import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { VisuallyHidden } from '@leisure/ui';
import {
  addMonths,
  daysInMonth,
  FIRST_YEAR,
  isoOf,
  monthNames,
  monthWeeks,
  weekdayNames,
  yearPageStart,
  YEARS_PER_PAGE,
  type YearMonth,
} from '../values/calendar.ts';
import { CellButton, ChoiceGrid, DayTable, NavButton, Panel, PanelHeader } from './datePickerStyles.ts';

export interface DatePickerProps {
  id: string;
  /** The question, for the dialog's name ("Choose Date of birth"). */
  label: string;
  /** The chosen date as YYYY-MM-DD, or null. */
  value: string | null;
  /** The last date that may be chosen (YYYY-MM-DD), e.g. today for a date of birth. */
  max?: string;
  /** Where the picker starts when nothing is chosen yet (YYYY-MM-DD). */
  today: string;
  onChoose: (isoDate: string) => void;
  onClose: () => void;
  /** What a press may land on without closing the picker: the field with its toggle. */
  insideRef: RefObject<HTMLElement | null>;
}

type View = 'years' | 'months' | 'days';

function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

/**
 * A calendar that opens on the years (docs/product/joining.md §5: a date of birth is found by year first), then months, then
 * days. Dates after `max` cannot be chosen. It is a non-modal dialog: Escape closes it, focus moves into the
 * grid it shows, and the typed field stays the main way to answer.
 */
export function DatePicker({ id, label, value, max, today, onChoose, onClose, insideRef }: DatePickerProps) {
  const [maxYear, maxMonth, maxDay] = parts(max ?? `${parts(today)[0] + 20}-12-31`);
  const start = value ? parts(value) : parts(max && max < today ? max : today);
  const [view, setView] = useState<View>('years');
  const [shown, setShown] = useState<YearMonth>({ year: start[0], month: start[1] });
  const [pageStart, setPageStart] = useState(() => yearPageStart(start[0], maxYear));
  const gridRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  // Each view hands focus to its chosen cell, else the one it opened on, else its first cell that can be chosen.
  // Paging (Earlier years, Next month) leaves focus on the button pressed.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    const target =
      grid?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]:not(:disabled)') ??
      grid?.querySelector<HTMLButtonElement>('button[data-current="true"]:not(:disabled)') ??
      grid?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    target?.focus();
  }, [view]);

  useEffect(() => {
    function closeOnOutsidePress(event: MouseEvent) {
      const inside = insideRef.current;
      if (inside && !inside.contains(event.target as Node)) onClose();
    }
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [insideRef, onClose]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  const afterMax = (year: number, month: number, day = 1) => isoOf(year, month, day) > isoOf(maxYear, maxMonth, maxDay);
  const chosen = value ? parts(value) : null;

  function renderYears() {
    const lastOnPage = Math.min(pageStart + YEARS_PER_PAGE - 1, maxYear);
    const years = Array.from({ length: lastOnPage - pageStart + 1 }, (_, index) => pageStart + index);
    return (
      <>
        <PanelHeader>
          <NavButton
            type="button"
            disabled={pageStart <= FIRST_YEAR}
            onClick={() => setPageStart(Math.max(FIRST_YEAR, pageStart - YEARS_PER_PAGE))}
          >
            Earlier years
          </NavButton>
          <strong id={titleId}>
            {pageStart}–{lastOnPage}
          </strong>
          <NavButton
            type="button"
            disabled={lastOnPage >= maxYear}
            onClick={() => setPageStart(pageStart + YEARS_PER_PAGE)}
          >
            Later years
          </NavButton>
        </PanelHeader>
        <ChoiceGrid $columns={4} ref={gridRef} role="group" aria-labelledby={titleId}>
          {years.map((year) => (
            <CellButton
              key={year}
              type="button"
              aria-pressed={chosen?.[0] === year}
              data-current={year === shown.year || undefined}
              onClick={() => {
                setShown({ year, month: year === maxYear ? Math.min(shown.month, maxMonth) : shown.month });
                setView('months');
              }}
            >
              {year}
            </CellButton>
          ))}
        </ChoiceGrid>
      </>
    );
  }

  function renderMonths() {
    return (
      <>
        <PanelHeader>
          <NavButton
            type="button"
            onClick={() => {
              setPageStart(yearPageStart(shown.year, maxYear));
              setView('years');
            }}
          >
            <span id={titleId}>{shown.year}</span>
            <VisuallyHidden>: choose another year</VisuallyHidden>
          </NavButton>
        </PanelHeader>
        <ChoiceGrid $columns={3} ref={gridRef} role="group" aria-labelledby={titleId}>
          {monthNames.map((name, index) => (
            <CellButton
              key={name}
              type="button"
              disabled={afterMax(shown.year, index + 1)}
              aria-label={name}
              aria-pressed={chosen?.[0] === shown.year && chosen[1] === index + 1}
              data-current={index + 1 === shown.month || undefined}
              onClick={() => {
                setShown({ year: shown.year, month: index + 1 });
                setView('days');
              }}
            >
              {name.slice(0, 3)}
            </CellButton>
          ))}
        </ChoiceGrid>
      </>
    );
  }

  function renderDays() {
    const previous = addMonths(shown, -1);
    const next = addMonths(shown, 1);
    const monthTitle = `${monthNames[shown.month - 1]} ${shown.year}`;
    return (
      <>
        <PanelHeader>
          <NavButton
            type="button"
            aria-label="Previous month"
            disabled={previous.year < FIRST_YEAR}
            onClick={() => setShown(previous)}
          >
            ‹
          </NavButton>
          <NavButton type="button" onClick={() => setView('months')}>
            <span id={titleId}>{monthTitle}</span>
            <VisuallyHidden>: choose another month</VisuallyHidden>
          </NavButton>
          <NavButton
            type="button"
            aria-label="Next month"
            disabled={afterMax(next.year, next.month)}
            onClick={() => setShown(next)}
          >
            ›
          </NavButton>
        </PanelHeader>
        <div ref={gridRef}>
          <DayTable aria-labelledby={titleId}>
            <thead>
              <tr>
                {weekdayNames.map((name) => (
                  <th key={name} scope="col">
                    <abbr title={name}>{name.slice(0, 2)}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(shown.year, shown.month).map((week, index) => (
                <tr key={index}>
                  {week.map((day, column) => (
                    <td key={column}>
                      {day !== null && day <= daysInMonth(shown.year, shown.month) && (
                        <CellButton
                          type="button"
                          aria-label={`${day} ${monthTitle}`}
                          aria-pressed={
                            chosen !== null &&
                            chosen[0] === shown.year &&
                            chosen[1] === shown.month &&
                            chosen[2] === day
                          }
                          aria-current={isoOf(shown.year, shown.month, day) === today ? 'date' : undefined}
                          disabled={afterMax(shown.year, shown.month, day)}
                          onClick={() => onChoose(isoOf(shown.year, shown.month, day))}
                        >
                          {day}
                        </CellButton>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </DayTable>
        </div>
      </>
    );
  }

  return (
    <Panel id={id} role="dialog" aria-label={`Choose ${label}`} onKeyDown={handleKeyDown}>
      {view === 'years' ? renderYears() : view === 'months' ? renderMonths() : renderDays()}
    </Panel>
  );
}
