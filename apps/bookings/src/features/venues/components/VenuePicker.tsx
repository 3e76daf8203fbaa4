import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Venue } from '@leisure/api-contract';
import { Button, SelectField } from '@leisure/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `0 ${theme.spacing.m}`};
  padding: ${({ theme }) => `${theme.spacing.l} ${theme.spacing.l} 0`};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colours.surface};

  > div {
    flex: 1 1 16rem;
  }
  > button {
    margin-bottom: ${({ theme }) => theme.spacing.l};
  }
`;

/**
 * Choose a venue and go to its page. Without a choice, Go explains what is missing rather than doing nothing
 * (docs/product/joining.md D12: the message shows on submit).
 */
export function VenuePicker({ venues }: { venues: Venue[] }) {
  const navigate = useNavigate();
  const id = useId();
  const [slug, setSlug] = useState('');
  const [tried, setTried] = useState(false);

  function go(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (slug) void navigate(`/location/${slug}`);
  }

  return (
    <Form onSubmit={go} noValidate aria-label="Choose a venue">
      <SelectField
        id={id}
        label="Venue"
        placeholder="Select a venue"
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        options={venues.map((venue) => ({ value: venue.slug, label: venue.name }))}
        error={tried && !slug ? 'Select a venue' : undefined}
        required
      />
      <Button type="submit">Go to venue</Button>
    </Form>
  );
}
