import styled from 'styled-components';
import { ThreeDSecureFrame, type ThreeDSecureFrameProps } from '../threeDSecure/ThreeDSecureFrame.tsx';

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
`;

/** The bank's check (docs/product/joining.md §2: a 600 px frame), under the payment area's heading, which names it meanwhile. */
export function ThreeDSecureStep(props: ThreeDSecureFrameProps) {
  return (
    <>
      <Lead>Your card issuer needs to check it is you. Follow the steps below; this page carries on by itself.</Lead>
      <ThreeDSecureFrame {...props} />
    </>
  );
}
