import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ThreeDSecureFrame, type ThreeDSecureFrameProps } from '@leisure/payment';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
`;

/**
 * The bank's check (spec 02 §2: a 600 px frame). Its heading takes focus when it appears, so that keyboard and
 * screen-reader users land where the next step is, one Tab away from the bank's page.
 */
export function ThreeDSecureStep(props: ThreeDSecureFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="three-d-secure-heading">
      <Heading id="three-d-secure-heading" ref={heading} tabIndex={-1}>
        Confirm the payment with your bank
      </Heading>
      <Lead>Your card issuer needs to check it is you. Follow the steps below; this page carries on by itself.</Lead>
      <ThreeDSecureFrame {...props} />
    </section>
  );
}
