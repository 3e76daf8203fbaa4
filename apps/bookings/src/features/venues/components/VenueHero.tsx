import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { Image } from '@leisure/api-contract';

const Frame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colours.surface};
  /* The box has the picture's shape before the picture arrives, so nothing below it moves (decision 0020). */
  aspect-ratio: var(--hero-ratio);

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  ${({ theme }) => theme.media.mobile} {
    /* A compact band on a phone: the timetable stays near the first screen. */
    aspect-ratio: 5 / 2;
  }
`;

/**
 * The venue's picture from the API, at its own width and height (docs/decisions/0020-imagery-from-the-api.md); an
 * empty `alt` makes it decorative.
 */
export function VenueHero({ image }: { image: Image }) {
  return (
    <Frame style={{ '--hero-ratio': `${image.width} / ${image.height}` } as CSSProperties}>
      <img src={image.url} width={image.width} height={image.height} alt={image.alt} decoding="async" />
    </Frame>
  );
}
