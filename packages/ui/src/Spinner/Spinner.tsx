import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

const turn = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${turn} 0.8s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /**
   * What is loading, announced politely ("Loading memberships"). Leave it out when the spinner only decorates a
   * control that says it is busy another way (Button's aria-busy).
   */
  label?: string;
  size?: string;
  className?: string;
}

/** A rotating ring in the current text colour. */
export function Spinner({ label, size = '1em', className }: SpinnerProps) {
  if (!label) return <Ring $size={size} className={className} aria-hidden="true" />;
  return (
    <span role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
