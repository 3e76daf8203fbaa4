import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Activity, SessionSummary, Venue } from '@leisure/api-contract/browser';
import { useGetTimetableQuery, useListVenueActivitiesQuery } from '@leisure/api-client/endpoints/activitiesApi';
import { useAppSelector } from '@leisure/app-store';
import { loginUrlFor, selectLoggedIn } from '@leisure/auth';
import { useAddToBasket } from '@leisure/basket';
import { StickyBasketBar } from '@leisure/layout/basketBar';
import { Spinner } from '@leisure/ui';
import { useTimetableSearch } from '../hooks/useTimetableSearch.ts';
import { pricingOptionToAdd } from '../rules/choosePrice.ts';
import { filterSessions, noFilters } from '../rules/sessionFilters.ts';
import { dayTabLabel } from '../rules/sessionLabels.ts';
import { ActivitiesByCategory } from './ActivitiesByCategory.tsx';
import { DayTabs, dayTabId } from './DayTabs.tsx';
import { SessionDialog } from './SessionDialog.tsx';
import { useLinkedSession } from '../hooks/useLinkedSession.ts';
import { QuickBookDialog, type QuickBookAttendee } from './QuickBookDialog.tsx';
import { SessionList } from './SessionList.tsx';
import { TimetableFilters } from './TimetableFilters.tsx';
import { WaitingListDialog } from './WaitingListDialog.tsx';
import { WeeklyBookingDialog } from './WeeklyBookingDialog.tsx';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
    font-size: 1.75rem;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.spacing.s};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.focus};
  }
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  color: ${({ theme }) => theme.colours.mutedText};
`;

/**
 * The venue page's timetable and activities (docs/product/bookings.md D20): 14 day tabs with the day's sessions,
 * narrowed by the filters kept in the page address, then the venue's activities by category. Add to basket keeps
 * the customer here, so they can add several sessions in a row.
 */
export default function VenueTimetable({ venue }: { venue: Pick<Venue, 'slug' | 'name'> }) {
  const id = useId();
  const loggedIn = useAppSelector(selectLoggedIn);
  const [search, updateSearch] = useTimetableSearch();
  const [open, setOpen] = useState<SessionSummary | null>(null);
  const [waitingFor, setWaitingFor] = useState<SessionSummary | null>(null);
  const [quickBook, setQuickBook] = useState<{ session: SessionSummary; attendee: QuickBookAttendee } | null>(null);
  const [weekly, setWeekly] = useState<{ session: SessionSummary; attendeeId: number | null } | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const { addToBasket } = useAddToBasket();

  const { data: activities } = useListVenueActivitiesQuery({ params: { venue: venue.slug } });
  const timetable = useGetTimetableQuery({
    query: { venue: venue.slug, ...(search.date ? { date: search.date } : {}) },
  });
  // A day the timetable no longer offers (an old link, a bookmarked date now past) shows today instead.
  const dayRefused = search.date !== null && timetable.error !== undefined && 'status' in timetable.error;
  const refusedStatus = dayRefused ? (timetable.error as { status: unknown }).status : undefined;
  useEffect(() => {
    if (refusedStatus === 422) updateSearch({ date: null });
  }, [refusedStatus, updateSearch]);
  const days = timetable.data?.days ?? [];
  // The tab follows the choice at once; its sessions follow when they have loaded.
  const selected = search.date ?? days[0]?.date ?? '';

  const categories = useMemo(() => {
    const seen = new Map<string, Activity['category']>();
    for (const activity of activities ?? []) seen.set(activity.category.slug, activity.category);
    return [...seen.values()];
  }, [activities]);
  const optionsByActivity = useMemo(
    () => new Map((activities ?? []).map((activity) => [activity.id, activity.pricingOptions])),
    [activities],
  );
  const shown = timetable.currentData ? filterSessions(timetable.currentData.sessions, search) : undefined;
  useLinkedSession(timetable.currentData?.sessions, setOpen);

  async function add(session: SessionSummary, pricingOptionId: number, attendeeId: number | null = null) {
    const outcome = await addToBasket([
      { type: 'session', id: session.id, pricingOptionId, ...(attendeeId ? { purchasedForUserId: attendeeId } : {}) },
    ]);
    return outcome === 'added';
  }

  function addFromList(session: SessionSummary) {
    const optionId = pricingOptionToAdd(session, loggedIn, optionsByActivity.get(session.activityId));
    // No price to add it at (members only, or none open to this person): the details say why.
    if (optionId === undefined) {
      setOpen(session);
      return Promise.resolve(false);
    }
    return add(session, optionId);
  }

  function joinWaitingList(session: SessionSummary) {
    if (loggedIn) setWaitingFor(session);
    else void navigate(loginUrlFor(location));
  }

  function showActivity(activity: Activity) {
    updateSearch({ ...noFilters, category: activity.category.slug, activityId: activity.id });
    document.getElementById(`${id}-timetable`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const dayIndex = days.findIndex((day) => day.date === selected);
  return (
    <>
      <Section aria-labelledby={`${id}-timetable`}>
        <h2 id={`${id}-timetable`}>Timetable</h2>
        <TimetableFilters
          filters={search}
          categories={categories}
          activities={activities ?? []}
          onChange={(change) => updateSearch(change)}
        />
        {days.length > 0 && (
          <DayTabs
            dates={days.map((day) => day.date)}
            selected={selected}
            onSelect={(date) => updateSearch({ date: date === days[0]?.date ? null : date })}
            panelId={`${id}-panel`}
            idPrefix={`${id}-day`}
          />
        )}
        <Panel
          id={`${id}-panel`}
          role="tabpanel"
          tabIndex={0}
          aria-labelledby={dayIndex >= 0 ? dayTabId(`${id}-day`, selected) : undefined}
        >
          {shown && dayIndex >= 0 && (
            <Summary aria-live="polite">
              {dayTabLabel(selected, dayIndex)}: {shown.length} {shown.length === 1 ? 'session' : 'sessions'}
              {shown.length !== timetable.currentData!.sessions.length &&
                ` of ${timetable.currentData!.sessions.length}`}
            </Summary>
          )}
          <SessionList
            sessions={shown}
            total={timetable.currentData?.sessions.length ?? 0}
            failed={timetable.isError && !timetable.isFetching}
            onRetry={() => void timetable.refetch()}
            onClearFilters={() => updateSearch(noFilters)}
            onAdd={addFromList}
            onDetails={setOpen}
            onJoinWaitingList={joinWaitingList}
            onBookNow={(session) => setQuickBook({ session, attendee: null })}
          />
        </Panel>
      </Section>

      <Section aria-labelledby={`${id}-activities`}>
        <h2 id={`${id}-activities`}>Activities at {venue.name}</h2>
        {activities ? (
          <ActivitiesByCategory activities={activities} onShowSessions={showActivity} />
        ) : (
          <Spinner label="Loading activities" />
        )}
      </Section>

      {/* The basket's count, total and Checkout, kept in reach while adding sessions (docs/decisions/0027). */}
      <StickyBasketBar />

      {weekly && (
        <WeeklyBookingDialog session={weekly.session} attendeeId={weekly.attendeeId} onClose={() => setWeekly(null)} />
      )}
      {quickBook && (
        <QuickBookDialog session={quickBook.session} attendee={quickBook.attendee} onClose={() => setQuickBook(null)} />
      )}
      {waitingFor && <WaitingListDialog session={waitingFor} onClose={() => setWaitingFor(null)} />}
      {open && (
        <SessionDialog
          session={open}
          loggedIn={loggedIn}
          onClose={() => setOpen(null)}
          onAdd={(optionId, attendeeId) => add(open, optionId, attendeeId)}
          onJoinWaitingList={() => {
            setOpen(null);
            joinWaitingList(open);
          }}
          onBookWeekly={(attendeeId) => {
            setOpen(null);
            setWeekly({ session: open, attendeeId });
          }}
          onBookNow={(attendee) => {
            setOpen(null);
            setQuickBook({ session: open, attendee });
          }}
        />
      )}
    </>
  );
}
