import { useId, useState } from 'react';
import styled from 'styled-components';
import type { SessionSummary } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import {
  useGetSessionWaitingListQuery,
  useJoinWaitingListMutation,
  useLeaveWaitingListMutation,
} from '@leisure/api-client/endpoints/waitingListApi';
import { Button, Modal, RadioGroup, SelectField, Spinner } from '@leisure/ui';
import { shortDate, timeRange } from '../rules/sessionLabels.ts';
import { cutOffChoices } from '../rules/waitingListCutOffs.ts';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
`;

const Entries = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.m};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.successSurface};
  list-style: none;

  li + li {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.spacing.s} 0 0;
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;
`;

type Mode = 'offer' | 'auto';

const failureText = (error: unknown) => (isApiError(error) ? error.message : 'Something went wrong, please try again.');

/**
 * Join a full session's waiting list (docs/product/bookings.md D20, docs/decisions/0311-waiting-list.md): have the
 * place offered (held in the basket for 30 minutes, with an email) or, only when a benefit or package covers it,
 * booked automatically until a cut-off the customer chooses. Someone already on the list sees their place in line and may leave it.
 */
export function WaitingListDialog({ session, onClose }: { session: SessionSummary; onClose: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('offer');
  const [cutOffChoice, setCutOffChoice] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const { data: list, isError } = useGetSessionWaitingListQuery({ params: { sessionId: session.id } });
  const [join, joining] = useJoinWaitingListMutation();
  const [leave, leaving] = useLeaveWaitingListMutation();
  const mine = list?.entries ?? [];
  const onList = mine.length > 0;

  const cutOffs = cutOffChoices(session.startsAt);
  const cutOff = cutOffs.find((choice) => choice.value === cutOffChoice)?.cutOff ?? null;

  async function submit() {
    setProblem(null);
    const body = mode === 'auto' && cutOff ? { mode, cutOff } : { mode };
    const result = await join({ params: { sessionId: session.id }, body });
    if ('error' in result) setProblem(failureText(result.error));
  }

  async function leaveList() {
    setProblem(null);
    const result = await leave({ params: { sessionId: session.id } });
    if ('error' in result) setProblem(failureText(result.error));
  }

  const waiting = !list
    ? ''
    : list.peopleWaiting === 0
      ? 'No one is waiting yet.'
      : `${list.peopleWaiting} ${list.peopleWaiting === 1 ? 'person is' : 'people are'} waiting.`;
  return (
    <Modal
      open
      onClose={onClose}
      title={onList ? 'You are on the waiting list' : 'Join the waiting list'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {onList ? 'Close' : 'Cancel'}
          </Button>
          {onList ? (
            <Button variant="secondary" busy={leaving.isLoading} onClick={leaveList}>
              Leave the waiting list
            </Button>
          ) : (
            list?.canJoin && (
              <Button busy={joining.isLoading} onClick={submit}>
                Join waiting list
              </Button>
            )
          )}
        </>
      }
    >
      <Lead>
        <strong>{session.name}</strong>, {shortDate(session.date)}, {timeRange(session)}. {waiting}
      </Lead>
      {!list && !isError && <Spinner label="Loading the waiting list" />}
      {isError && <Problem role="alert">The waiting list could not be loaded. Close this and try again.</Problem>}
      <div aria-live="polite">
        {onList && (
          <Entries>
            {mine.map((entry) => (
              <li key={entry.id}>
                <strong>{entry.attendee.name}</strong>: {entry.statusText}
              </li>
            ))}
          </Entries>
        )}
      </div>
      {list && !onList && list.canJoin && (
        <RadioGroup
          id={`${id}-mode`}
          name={`${id}-mode`}
          legend="When a place comes free"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          options={[
            {
              value: 'offer',
              label: 'Offer me the place',
              hint: 'It is held in your basket for 30 minutes and we email you.',
            },
            // Only when a benefit or package covers it, or it is free: nothing can be charged without them.
            ...(list.autoBookAvailable
              ? [
                  {
                    value: 'auto',
                    label: 'Book me automatically',
                    hint: 'Your membership or pass covers it, so there is nothing to pay. We email you when booked.',
                  },
                ]
              : []),
          ]}
        />
      )}
      {list && !onList && list.canJoin && mode === 'auto' && cutOffs.length > 0 && (
        <SelectField
          id={`${id}-cut-off`}
          label="Keep trying until"
          hint="After this we stop, so a late place does not book you when you can no longer go."
          value={cutOffChoice}
          onChange={(event) => setCutOffChoice(event.target.value)}
          options={cutOffs.map((choice) => ({ value: choice.value, label: choice.label }))}
        />
      )}
      {list && !onList && !list.canJoin && <Lead>This session has places again: add it to your basket.</Lead>}
      {problem && <Problem role="alert">{problem}</Problem>}
    </Modal>
  );
}
