import styled from 'styled-components';

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin-top: ${({ theme }) => theme.spacing.s};
`;

const Dot = styled.span<{ $active: boolean }>`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ $active, theme }) => ($active ? theme.colours.primary : theme.colours.background)};
`;

/**
 * Which card of the swiper is in view. Decoration only (hidden from screen readers): every card is reachable by
 * swiping, scrolling or tabbing, and the result header says how many there are.
 */
export function SwiperDots({ count, active }: { count: number; active: number }) {
  return (
    <Dots aria-hidden="true" data-testid="swiper-dots">
      {Array.from({ length: count }, (_, index) => (
        <Dot key={index} $active={index === active} data-active={index === active || undefined} />
      ))}
    </Dots>
  );
}
