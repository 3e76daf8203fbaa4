import styled from 'styled-components';
import { Spinner } from '@leisure/ui';

/** The heights a section's content is known to reach once loaded (measured at 412 and 1280 px wide). */
const reserved = {
  /** The centre search: its controls, the map (18–30rem) and the first results. */
  centreSearch: { mobile: '50rem', wider: '42rem' },
  /** The membership list: at least two cards (about 30rem each). */
  membershipList: { mobile: '40rem', wider: '40rem' },
};

const Box = styled.div<{ $mobile: string; $wider: string }>`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  min-height: ${({ $wider }) => $wider};

  ${({ theme }) => theme.media.mobile} {
    min-height: ${({ $mobile }) => $mobile};
  }
`;

/**
 * A spinner holding the place of content that is loading, as tall as the content will be, so the sections below do
 * not move when it arrives (decision 0904: the layout shift of the joining page).
 */
export function ReservedSpinner({ label, holds }: { label: string; holds: keyof typeof reserved }) {
  const { mobile, wider } = reserved[holds];
  return (
    <Box $mobile={mobile} $wider={wider}>
      <Spinner label={label} />
    </Box>
  );
}
