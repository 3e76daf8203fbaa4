import styled from 'styled-components';
import { cluster, stack } from '@leisure/ui';

export const Form = styled.form`
  ${stack('m')}
  max-width: 28rem;
`;

export const Actions = styled.div`
  ${cluster('m')}
`;
