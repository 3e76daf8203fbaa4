import { useId } from 'react';
import styled from 'styled-components';

const Track = styled.div`
  height: 0.75rem;
  overflow: hidden;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.round};
`;

const Fill = styled.div<{ $fraction: number }>`
  width: ${({ $fraction }) => `${$fraction * 100}%`};
  height: 100%;
  background: ${({ theme }) => theme.colours.primaryOnBackground};
  transition: width 0.2s ease-out;
`;

const Label = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xxs};
  font-weight: 700;
`;

export interface ProgressBarProps {
  /** Visible label, also the progress bar's accessible name. */
  label: string;
  value: number;
  max?: number;
  /** How the value reads aloud, e.g. "Step 2 of 5"; defaults to a percentage. */
  valueText?: string;
  className?: string;
}

/** A determinate progress bar with a visible label. */
export function ProgressBar({ label, value, max = 100, valueText, className }: ProgressBarProps) {
  const labelId = useId();
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const fraction = clamped / safeMax;
  return (
    <div className={className}>
      <Label id={labelId}>{label}</Label>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={valueText ?? `${Math.round(fraction * 100)}%`}
      >
        <Fill $fraction={fraction} />
      </Track>
    </div>
  );
}
