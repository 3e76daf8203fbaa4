import styled, { css } from 'styled-components';
import { focusVisible } from '../styles/focusRing.ts';
import type { SectionStatus } from './sectionStatus.ts';

export const Section = styled.section<{ $open: boolean; $status: SectionStatus }>`
  padding: ${({ theme }) => `${theme.spacing.m} ${theme.spacing.l}`};
  background: ${({ theme }) => theme.colours.background};
  border: 1px solid ${({ theme, $status }) => ($status === 'error' ? theme.colours.danger : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.medium};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
`;

export const Heading = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: 1.25rem;
  scroll-margin-top: ${({ theme }) => theme.spacing.m};
  ${focusVisible}
`;

const titleLayout = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
`;

export const Toggle = styled.button`
  ${titleLayout}
  width: 100%;
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  .chevron {
    flex: none;
    margin-left: auto;
    transition: transform 0.15s ease-out;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }

  ${focusVisible}
`;

export const NumberBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-size: 1rem;
`;

export const HeadingText = styled.span`
  min-width: 0;
`;

// Wrapping the static title in the same flex layout as the toggle keeps the two kinds of header aligned.
export const StaticTitle = styled.span`
  ${titleLayout}
`;

export const StatusMark = styled.span<{ $status: SectionStatus }>`
  display: inline-flex;
  flex: none;
  font-size: 1.5rem;
  color: ${({ theme, $status }) => ($status === 'error' ? theme.colours.danger : theme.colours.success)};
`;

export const Summary = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colours.mutedText};
`;

export const Panel = styled.div`
  margin-top: ${({ theme }) => theme.spacing.m};
`;
