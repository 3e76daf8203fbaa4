import styled from 'styled-components';
import { cardGrid, ChevronIcon, focusVisible, NavigationAnchor } from '@leisure/ui';
import { useFrontEnd, useHrefTo } from '@leisure/layout';
import { accountSections } from './accountSections.ts';

const Grid = styled.ul`
  ${cardGrid('15rem')}
`;

/** The whole card is the link: one big target, named by its heading. */
const CardLink = styled(NavigationAnchor)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  height: 100%;
  padding: ${({ theme }) => theme.spacing.l};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 6px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;

  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin: 0;
    color: ${({ theme }) => theme.colours.primaryOnBackground};
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colours.mutedText};
  }

  &:hover h3 {
    text-decoration: underline;
  }

  ${focusVisible}
`;

/** Cards leading to each account page. */
export function SectionCards() {
  const { features } = useFrontEnd();
  const hrefTo = useHrefTo();
  return (
    <Grid>
      {accountSections(features).map((section) => (
        <li key={section.label}>
          <CardLink href={hrefTo(section.to)}>
            <h3>
              {section.label}
              <ChevronIcon />
            </h3>
            <p>{section.description}</p>
          </CardLink>
        </li>
      ))}
    </Grid>
  );
}
