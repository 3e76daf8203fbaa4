import { useState } from 'react';
import styled from 'styled-components';
import { getConfig } from '@leisure/config';
import {
  useCreateMyCalendarFeedMutation,
  useDeleteMyCalendarFeedMutation,
  useGetMyCalendarFeedQuery,
} from '@leisure/api-client/endpoints/calendarFeedApi';
import { Button, ButtonLink, ButtonRow, Spinner, stack, TextField } from '@leisure/ui';
import { feedUrls } from '../rules/feedUrl.ts';
import { Section } from './bookingsStyles.ts';

const Status = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.spacing.s} 0 0;
  font-weight: 700;
`;

const Panel = styled.div`
  ${stack('s')}

  p {
    margin: 0;
  }
`;

/**
 * "Calendar feed": a private webcal link to every upcoming booking (the member's and their linked accounts'), which
 * calendar apps keep up to date; copy it, subscribe with it, make a new one (the old stops working) or turn it off
 * (docs/decisions/0480-private-calendar-feed.md). What happened is said in a status message.
 */
export function CalendarFeedPanel() {
  const { data, isError } = useGetMyCalendarFeedQuery(undefined);
  const [createFeed, creating] = useCreateMyCalendarFeedMutation();
  const [deleteFeed, deleting] = useDeleteMyCalendarFeedMutation();
  const [status, setStatus] = useState('');
  const feed = data?.feed ?? null;
  const urls = feed ? feedUrls(feed.path, getConfig().api.baseUrl, window.location.href) : null;
  const busy = creating.isLoading || deleting.isLoading;

  // A change in flight keeps the buttons focusable (busy, not disabled: docs/decisions/0017) and a second press waits.
  async function makeLink(replacing: boolean) {
    if (busy) return;
    const result = await createFeed(undefined);
    setStatus(
      'error' in result
        ? 'We couldn’t make a calendar link. Please try again.'
        : replacing
          ? 'New link made. The old link no longer works: subscribe again with this one.'
          : 'Calendar link made.',
    );
  }

  async function turnOff() {
    if (busy) return;
    const result = await deleteFeed(undefined);
    setStatus(
      'error' in result
        ? 'We couldn’t turn the calendar feed off. Please try again.'
        : 'Calendar feed turned off. The link no longer works.',
    );
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Link copied.');
    } catch {
      setStatus('Couldn’t copy the link: select it and copy it yourself.');
    }
  }

  return (
    <Section aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading">Calendar feed</h2>
      {isError ? (
        <p role="alert">We couldn’t load your calendar feed.</p>
      ) : !data ? (
        <Spinner label="Loading your calendar feed" />
      ) : (
        <Panel>
          <p>
            Subscribe in your calendar app to see your upcoming bookings, and those you make for your family, as they
            change. Anyone with the link can see them, so keep it private.
          </p>
          {urls ? (
            <>
              <TextField
                label="Calendar link"
                value={urls.https}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <ButtonRow>
                <Button variant="secondary" size="small" onClick={() => void copy(urls.https)}>
                  Copy link
                </Button>
                <ButtonLink href={urls.webcal} variant="secondary" size="small">
                  Subscribe in your calendar app
                </ButtonLink>
              </ButtonRow>
              <p>Making a new link or turning the feed off stops the current link working at once.</p>
              <ButtonRow>
                <Button variant="secondary" size="small" busy={creating.isLoading} onClick={() => void makeLink(true)}>
                  Make a new link
                </Button>
                <Button variant="secondary" size="small" busy={deleting.isLoading} onClick={() => void turnOff()}>
                  Turn off
                </Button>
              </ButtonRow>
            </>
          ) : (
            <ButtonRow>
              <Button size="small" busy={creating.isLoading} onClick={() => void makeLink(false)}>
                Create calendar link
              </Button>
            </ButtonRow>
          )}
        </Panel>
      )}
      <Status role="status">{status}</Status>
    </Section>
  );
}
