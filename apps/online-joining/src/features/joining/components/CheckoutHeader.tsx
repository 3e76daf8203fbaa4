import styled from 'styled-components';

const Greyed = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  margin-top: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px dashed ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colours.mutedText};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** docs/product/joining.md §2 item 8: the greyed Checkout header after the sections. */
export function CheckoutHeader({ number }: { number: number }) {
  return (
    <Greyed>
      <h2>
        {number}. Checkout <span style={{ fontWeight: 400, fontSize: '1rem' }}>(after the steps above)</span>
      </h2>
    </Greyed>
  );
}
