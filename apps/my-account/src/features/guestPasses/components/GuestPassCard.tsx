import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { GuestPass } from '@leisure/api-contract/browser';
import { QrCode } from '@leisure/ui/qrCode';
import { Button, panel } from '@leisure/ui';
import { cancelButtonName, guestName, qrLabel } from '../guestPassLabels.ts';
import { visitDateLabel } from '../rules/guestPassRules.ts';

const Card = styled.article`
  ${panel}
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.m};

  h3 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1.25rem;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  align-content: start;
  gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.m};
  margin: 0;

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Code = styled.dd`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 1.375rem;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

const Actions = styled.div`
  grid-column: 1 / -1;

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
  }
`;

export interface GuestPassCardProps {
  pass: GuestPass;
  /** Just issued: the card takes focus so the code is read out and in view. */
  focusOnShow?: boolean;
  onCancel: (pass: GuestPass) => void;
}

/** An upcoming pass: guest, date, venue, its reception code as text and as a QR code, and Cancel guest pass. */
export function GuestPassCard({ pass, focusOnShow = false, onCancel }: GuestPassCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `guest-pass-${pass.id}`;
  useEffect(() => {
    if (!focusOnShow) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus();
  }, [focusOnShow]);

  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {guestName(pass)}
      </h3>
      <Facts>
        <dt>Visit date</dt>
        <dd>{visitDateLabel(pass.visitDate)}</dd>
        <dt>Venue</dt>
        <dd>{pass.venue.name}</dd>
        <dt>Pass code</dt>
        <Code>{pass.code}</Code>
        {pass.guestEmail && (
          <>
            <dt>Sent to</dt>
            <dd>{pass.guestEmail}</dd>
          </>
        )}
      </Facts>
      <QrCode value={pass.code} label={qrLabel(pass)} size="8.5rem" />
      <Actions>
        <p>Your guest shows the pass code or the QR code at reception.</p>
        <Button variant="secondary" size="small" aria-label={cancelButtonName(pass)} onClick={() => onCancel(pass)}>
          Cancel guest pass
        </Button>
      </Actions>
    </Card>
  );
}
