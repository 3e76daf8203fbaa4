import styled from 'styled-components';

/**
 * Fee lines as a definition list: label on the left, amount on the right in tabular figures, the `.total` pair
 * ruled off. Shared by the payment summary, section 5's costs and the checkout basket so they always read alike.
 */
export const FeeLines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  /* No column gap: the total's rule runs unbroken under label and amount; the amount keeps its distance itself. */
  gap: ${({ theme }) => theme.spacing.xxs} 0;
  margin: 0;

  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing.m};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    margin-top: ${({ theme }) => theme.spacing.xs};
    padding-top: ${({ theme }) => theme.spacing.xs};
    border-top: 1px solid ${({ theme }) => theme.colours.border};
    font-size: 1.25rem;
    font-weight: 700;
  }
`;
