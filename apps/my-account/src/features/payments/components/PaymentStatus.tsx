import styled, { css } from 'styled-components';
import type { AccountPayment } from '@leisure/api-contract/browser';
import { paymentStatusLabels } from '../paymentLabels.ts';

type Tone = 'success' | 'warning' | 'neutral' | 'danger';
const tones: Record<AccountPayment['status'], Tone> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'neutral',
  failed: 'danger',
};

const Tag = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0.125rem ${({ theme }) => theme.spacing.xs};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small};
  font-weight: 700;
  white-space: nowrap;
  ${({ theme, $tone }) => css`
    color: ${theme.colours[$tone]};
    background: ${theme.colours[`${$tone}Surface`]};
  `}
`;

/** A payment's status as a word (the colour only repeats it). */
export function PaymentStatus({ status }: { status: AccountPayment['status'] }) {
  return <Tag $tone={tones[status]}>{paymentStatusLabels[status]}</Tag>;
}
