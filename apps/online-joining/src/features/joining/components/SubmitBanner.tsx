import styled from 'styled-components';

const Banner = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 6px solid ${({ theme }) => theme.colours.danger};
  background: ${({ theme }) => theme.colours.dangerSurface};

  p {
    margin: 0;
  }
`;

/** docs/product/joining.md §8: a failure other than field messages shows above the sections. */
export function SubmitBanner({ message }: { message: string }) {
  return (
    <Banner role="alert">
      <p>{message}</p>
    </Banner>
  );
}
