import styled from 'styled-components';

export const Step = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  justify-items: start;
  max-width: 40rem;

  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
  h2:focus {
    outline: none;
  }
  > p {
    margin: 0;
  }
  form,
  > div {
    width: 100%;
  }
`;

export const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.danger};
  background: ${({ theme }) => theme.colours.dangerSurface};
`;
