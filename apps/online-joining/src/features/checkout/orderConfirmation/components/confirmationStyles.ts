import styled from 'styled-components';
import { disc, panel, stack, withAside } from '@leisure/ui';

/**
 * The page, in reading order: the success banner, the membership, the fees, the notes and what next. On wide
 * screens the fees card moves beside the rest; the last row takes any extra height so the left column stays packed.
 */
export const Layout = styled.div`
  ${withAside({ gap: 'l', aside: '2fr' })}

  ${({ theme }) => theme.media.desktopUp} {
    grid-template-rows: auto auto auto 1fr;
    column-gap: ${({ theme }) => theme.spacing.xl};
  }
`;

export const Banner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.l};
  border: 1px solid ${({ theme }) => theme.colours.success};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.successSurface};

  ${({ theme }) => theme.media.desktopUp} {
    grid-column: 1 / -1;
    padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.xl}`};
  }

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: clamp(1.5rem, 4vw, 2.25rem);
    line-height: 1.2;
  }
  h1:focus:not(:focus-visible) {
    outline: none;
  }
  > div {
    min-width: 0;
  }
  p {
    margin: 0;
    /* A long email address wraps inside the banner on a phone. */
    overflow-wrap: anywhere;
  }
  p + p {
    margin-top: ${({ theme }) => theme.spacing.xxs};
  }
`;

/** The tick in a filled circle: decorative, the heading says it. */
export const SuccessMark = styled.span`
  ${disc('3rem')}
  background: ${({ theme }) => theme.colours.success};
  color: #fff;
  font-size: 1.75rem;

  ${({ theme }) => theme.media.mobile} {
    width: 2.5rem;
    height: 2.5rem;
    font-size: 1.5rem;
  }
`;

export const Reference = styled.strong`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
`;

/** The notes, stacked as one block of the layout. */
export const Notes = styled.div`
  ${stack('m')}
`;

/** A white card with a border: the membership, the fees. */
export const Card = styled.section`
  ${panel}
`;

/** The fees card sits on the page's surface colour, like the payment summary it follows on from. */
export const FeesCard = styled(Card)`
  border-color: transparent;
  background: ${({ theme }) => theme.colours.surface};

  ${({ theme }) => theme.media.desktopUp} {
    grid-column: 2;
    grid-row: 2 / -1;
  }
`;

export const PaidWith = styled.p`
  margin: ${({ theme }) => theme.spacing.m} 0 0;
  color: ${({ theme }) => theme.colours.mutedText};
  font-size: 0.9375rem;
`;

/** The membership's details: a term above its value on phones, side by side from tablets up. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;

  div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing.xxs};
    padding: ${({ theme }) => `${theme.spacing.s} 0`};
    border-top: 1px solid ${({ theme }) => theme.colours.neutralSurface};
  }
  div:first-child {
    border-top: 0;
    padding-top: 0;
  }
  dt {
    color: ${({ theme }) => theme.colours.mutedText};
    font-size: 0.9375rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.tabletUp} {
    div {
      grid-template-columns: 10rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.spacing.m};
    }
  }
`;

/** A note about what happens next with this membership: information, not an alert. */
export const Note = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.neutral};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colours.neutralSurface};

  > svg {
    flex: none;
    margin-top: 0.2rem;
    font-size: 1.25rem;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xxs};
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }
`;

export const NextSteps = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 1.375rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
  }
  a {
    ${({ theme }) => theme.media.mobile} {
      width: 100%;
    }
  }
`;

/** Front of house: "Print receipt" and the receipt, in the main column under the banner (docs/decisions/0621). */
export const ReceiptArea = styled.div`
  ${({ theme }) => theme.media.desktopUp} {
    grid-column: 1;
  }
`;
