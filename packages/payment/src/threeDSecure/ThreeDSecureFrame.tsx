import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@leisure/ui';
import type { ScaCompleted } from '../online/paymentMachine.ts';
import { scaCompletedFrom } from './scaMessage.ts';

/** docs/product/joining.md §9: the frame's height and when Try again appears. */
export const THREE_D_SECURE_FRAME_HEIGHT = 600;
export const THREE_D_SECURE_RETRY_AFTER_MS = 15_000;

export const THREE_D_SECURE_TITLE = '3-D Secure check with your card issuer';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: ${THREE_D_SECURE_FRAME_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colours.border};
`;

export interface ThreeDSecureFrameProps {
  /** The bank's page (authorise's scaUrl). */
  scaUrl: string;
  /** Posted to scaUrl as hidden fields (authorise's scaData). */
  scaData: Record<string, string>;
  /** The only origin whose sca_completed message is believed. */
  providerOrigin: string;
  onCompleted(result: ScaCompleted): void;
}

/**
 * The 3-D Secure check (docs/product/joining.md §2, §4): a hidden form posts scaData to the bank's page inside a 600 px frame; the
 * provider's return page tells this window the outcome by postMessage. If the bank's page is slow or stuck, Try
 * again appears after 15 s and posts the form once more.
 */
export function ThreeDSecureFrame({ scaUrl, scaData, providerOrigin, onCompleted }: ThreeDSecureFrameProps) {
  const frameName = `three-d-secure-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [retryShown, setRetryShown] = useState(false);
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
  });

  // Each attempt (and each new challenge) posts the form once and starts the 15 s wait afresh. The key keeps
  // React's development double effects from posting the same challenge twice.
  const challenge = `${attempt}:${scaUrl}:${JSON.stringify(scaData)}`;
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (posted.current !== challenge) {
      posted.current = challenge;
      form.current?.submit();
    }
    setRetryShown(false);
    const timer = setTimeout(() => setRetryShown(true), THREE_D_SECURE_RETRY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [challenge]);

  useEffect(() => {
    let done = false;
    function onMessage(event: MessageEvent) {
      const result = scaCompletedFrom(event, providerOrigin);
      // The return page may load twice (a reload, a second press); the outcome counts once.
      if (!result || done) return;
      done = true;
      completed.current(result);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [providerOrigin]);

  const tryAgain = useCallback(() => setAttempt((count) => count + 1), []);

  return (
    <div>
      <form ref={form} method="post" action={scaUrl} target={frameName} hidden>
        {Object.entries(scaData).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      <Frame name={frameName} title={THREE_D_SECURE_TITLE} />
      {retryShown && (
        <Button variant="secondary" onClick={tryAgain}>
          Try again
        </Button>
      )}
    </div>
  );
}
