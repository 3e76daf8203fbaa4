import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: 60rem;
  margin: 0 auto;

  ${({ theme }) => theme.media.belowTablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.large};

  h1,
  h2 {
    margin-top: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.l};
  }
`;
