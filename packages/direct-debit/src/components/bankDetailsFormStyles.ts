import styled from 'styled-components';

export const Form = styled.form`
  max-width: 40rem;
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
`;

export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing.s};
  padding: 0;
  font-size: 1.125rem;
  font-weight: 700;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
  margin-top: ${({ theme }) => theme.spacing.l};
`;

/** The sort code's bank, just under the field; an empty live region takes no room until there is a bank to name. */
export const BankName = styled.p`
  margin: 0;
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.spacing.m};
  }
`;
