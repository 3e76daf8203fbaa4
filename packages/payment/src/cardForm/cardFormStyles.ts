import styled from 'styled-components';
import { stack } from '@leisure/ui';

export const Form = styled.form`
  ${stack('m')}
  max-width: 32rem;
`;

export const Fieldset = styled.fieldset`
  ${stack('m')}
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing.s};
  font-weight: bold;
`;

export const Notice = styled.p`
  margin: 0;
`;
