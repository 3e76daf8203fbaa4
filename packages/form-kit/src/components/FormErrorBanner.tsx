import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { DangerIcon } from '@leisure/ui';

const Banner = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.s};
  margin-bottom: ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.danger};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colours.dangerSurface};
  color: ${({ theme }) => theme.colours.text};

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colours.danger};
  }
  p,
  ul {
    margin: 0;
  }
`;

export interface FormErrorBannerProps {
  message: string;
  /** Further lines, such as server messages that belong to no field. */
  details?: readonly string[];
  /** Change it to bring the banner back into view and focus after another failure. */
  focusKey?: unknown;
}

/**
 * The form's error banner (docs/product/joining.md §8): a failure that is not about one field. It is announced, scrolled into
 * view and focused when it appears, so nobody is left wondering why nothing happened.
 */
export function FormErrorBanner({ message, details = [], focusKey }: FormErrorBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus();
  }, [message, focusKey]);
  return (
    <Banner ref={ref} role="alert" tabIndex={-1}>
      <DangerIcon />
      <div>
        <p>{message}</p>
        {details.length > 0 && (
          <ul>
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
    </Banner>
  );
}
