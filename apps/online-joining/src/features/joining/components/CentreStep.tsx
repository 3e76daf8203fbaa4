import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { JoiningVenue } from '@leisure/api-contract';
import { getConfig } from '@leisure/config';
import { Button } from '@leisure/ui';
import { LazyCentreList } from '../centres/components/LazyCentreList.tsx';
import { LazyCentreMapSearch } from '../centreMap/components/LazyCentreMapSearch.tsx';
import { ReservedSpinner } from './ReservedSpinner.tsx';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
  margin-top: ${({ theme }) => theme.spacing.m};
`;

const Helper = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
`;

export interface CentreStepProps {
  centres: JoiningVenue[] | undefined;
  chosen: JoiningVenue | undefined;
  /** Not when changing a membership: a change keeps its home centre. */
  canChangeLocation: boolean;
  onChangeLocation: () => void;
  onContinue: () => void;
}

/** Section 1: the map search (when enabled) or the centre cards; once chosen, Change location and Continue. */
export function CentreStep({ centres, chosen, canChangeLocation, onChangeLocation, onContinue }: CentreStepProps) {
  const navigate = useNavigate();
  const mapEnabled = getConfig().features.onlineJoiningMap;
  return (
    <>
      <Helper>This will be the main centre your membership is linked to.</Helper>
      {chosen ? (
        <>
          <p>
            <strong>{chosen.name}</strong>
            <br />
            {[chosen.address1, chosen.town, chosen.postcode].filter(Boolean).join(', ')}
          </p>
          <Actions>
            {canChangeLocation && (
              <Button variant="secondary" onClick={onChangeLocation}>
                Change location
              </Button>
            )}
            <Button onClick={onContinue}>Continue</Button>
          </Actions>
        </>
      ) : !centres ? (
        <ReservedSpinner label="Loading centres" holds="centreSearch" />
      ) : centres.length === 0 ? (
        <p>No centres found</p>
      ) : mapEnabled ? (
        <LazyCentreMapSearch
          centres={centres}
          onSelectCentre={(centre) => void navigate(`/centre/${centre.slug}`)}
          fallback={<ReservedSpinner label="Loading the centre search" holds="centreSearch" />}
        />
      ) : (
        <LazyCentreList chosenSlug={undefined} />
      )}
    </>
  );
}
