import styled from 'styled-components';
import type { Facility } from '@leisure/api-contract';
import { NamedIcon } from '@leisure/ui';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
    align-items: center;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colours.surface};
  }
`;

const Icon = styled(NamedIcon)`
  color: ${({ theme }) => theme.colours.primaryOnBackground};
`;

/** What the venue has, each with its icon from the API (decision 0020). */
export function FacilityList({ facilities, labelledBy }: { facilities: Facility[]; labelledBy: string }) {
  return (
    <List aria-labelledby={labelledBy}>
      {facilities.map((facility) => (
        <li key={facility.name}>
          <Icon name={facility.icon} size="1.5rem" />
          {facility.name}
        </li>
      ))}
    </List>
  );
}
