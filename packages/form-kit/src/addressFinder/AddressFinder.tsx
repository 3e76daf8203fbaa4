import { useRef, useState } from 'react';
import styled from 'styled-components';
import { toApiError } from '@leisure/api-client';
import { useLazyFindAddressesQuery } from '@leisure/api-client/endpoints/addressesApi';
import { Button, cluster, SelectField, TextField } from '@leisure/ui';
import { addressFinderMessages, addressSummary, resultsAnnouncement, type FoundAddress } from './foundAddress.ts';

const Finder = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => theme.spacing.m};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.surface};
`;

const SearchRow = styled.div`
  ${cluster('s', 'flex-end')}

  > :first-child {
    margin-bottom: 0;
  }
`;

const Results = styled.div`
  margin-top: ${({ theme }) => theme.spacing.m};
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.spacing.s} 0 0;
`;

const Manual = styled.div`
  margin-top: ${({ theme }) => theme.spacing.s};
`;

export interface AddressFinderProps {
  /** Prefix of the finder's control ids, unique on the page. */
  idPrefix: string;
  /** An address was chosen: the form fills its own fields with it; they stay editable. */
  onChoose: (address: FoundAddress) => void;
  /** "Enter the address manually": the form moves focus to its first address field. */
  onEnterManually: () => void;
}

/**
 * "Find address" (docs/decisions/0022-postcode-address-finder.md): a postcode, a list of the addresses there, and
 * "Enter the address manually" always beside them. The chosen address fills the form's own fields, which stay
 * editable; a problem with the postcode shows by the postcode box and nothing already typed is touched.
 */
export function AddressFinder({ idPrefix, onChoose, onEnterManually }: AddressFinderProps) {
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<{ postcode: string; addresses: FoundAddress[] } | null>(null);
  const [chosen, setChosen] = useState('');
  const [find, { isFetching }] = useLazyFindAddressesQuery();
  const results = useRef<HTMLSelectElement>(null);
  const ids = { postcode: `${idPrefix}-finder-postcode`, results: `${idPrefix}-finder-results` };

  async function search() {
    const typed = postcode.trim();
    if (!typed) return setError(addressFinderMessages.noPostcode);
    try {
      const answer = await find({ query: { postcode: typed } }, true).unwrap();
      setError(undefined);
      setFound(answer);
      setChosen('');
      // The list takes focus, so a keyboard or screen-reader user is where the choice is made.
      if (answer.addresses.length > 0) requestAnimationFrame(() => results.current?.focus());
    } catch (failure) {
      const apiError = toApiError(failure);
      setFound(null);
      setError(apiError.validationMessages.postcode?.[0] ?? addressFinderMessages.unavailable);
    }
  }

  function choose(id: string) {
    setChosen(id);
    const address = found?.addresses.find((candidate) => candidate.id === id);
    if (address) onChoose(address);
  }

  const chosenAddress = found?.addresses.find((address) => address.id === chosen);
  return (
    <Finder role="group" aria-labelledby={`${ids.postcode}-label`}>
      <SearchRow>
        <TextField
          id={ids.postcode}
          label={<span id={`${ids.postcode}-label`}>Find your address</span>}
          hint="Enter your postcode, like LS1 4AP"
          width="short"
          value={postcode}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          error={error}
          onChange={(event) => setPostcode(event.target.value)}
          onKeyDown={(event) => {
            // Enter finds the address; it must not send the form the finder sits in.
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <Button type="button" variant="secondary" busy={isFetching} onClick={() => void search()}>
          Find address
        </Button>
      </SearchRow>
      {found && found.addresses.length > 0 && (
        <Results>
          <SelectField
            ref={results}
            id={ids.results}
            label="Choose your address"
            placeholder={found.addresses.length === 1 ? '1 address found' : `${found.addresses.length} addresses found`}
            options={found.addresses.map((address) => ({ value: address.id, label: addressSummary(address) }))}
            value={chosen}
            onChange={(event) => choose(event.target.value)}
          />
        </Results>
      )}
      <Status role="status">
        {chosenAddress
          ? `Address filled in below: ${addressSummary(chosenAddress)}, ${chosenAddress.postcode}. You can change it.`
          : found && resultsAnnouncement(found.addresses.length, found.postcode)}
      </Status>
      <Manual>
        <Button type="button" variant="link" onClick={onEnterManually}>
          Enter the address manually
        </Button>
      </Manual>
    </Finder>
  );
}
