import { useCallback } from 'react';
import { selectSessionFlags, useAppSelector } from '@leisure/app-store';
import { getConfig } from '@leisure/config';
import { destinations, useHrefTo } from '@leisure/layout';
import { Button, ButtonLink } from '@leisure/ui';
import { useEndKioskVisit, useIdleTimeout } from '../../../kiosk/index.ts';
import { NextSteps } from './confirmationStyles.ts';

/**
 * Where to go from here. Online: the account, where the membership, payments and any proof of eligibility live.
 * On a kiosk (docs/product/joining.md §2, §4): no account button, a way back to the start, and the screen goes back there by
 * itself after the configured idle time (10 s by default). Either way the customer is logged out, so the next
 * visitor finds the kiosk home and not this account (decision 0920).
 */
export function WhatNext() {
  const flags = useAppSelector(selectSessionFlags);
  const hrefTo = useHrefTo();
  const endVisit = useEndKioskVisit();
  const goHome = useCallback(() => endVisit(), [endVisit]);
  useIdleTimeout(flags.kiosk, getConfig().kiosk.confirmationIdleMs, goHome);

  if (flags.kiosk) {
    return (
      <NextSteps aria-labelledby="what-next-heading">
        <h2 id="what-next-heading">What happens next</h2>
        <p>
          Your membership and payments are in your online account, which you can open from any device. Please make a
          note of your order reference. This screen goes back to the start shortly.
        </p>
        <Button size="large" onClick={goHome}>
          Back to start
        </Button>
      </NextSteps>
    );
  }
  return (
    <NextSteps aria-labelledby="what-next-heading">
      <h2 id="what-next-heading">What happens next</h2>
      <p>
        You can see your membership, book activities and manage your payments in your online account. Please keep your
        order reference in case you need to contact us.
      </p>
      <ButtonLink href={hrefTo(destinations.myAccount)} size="large">
        Go to my account
      </ButtonLink>
    </NextSteps>
  );
}
