import styled from 'styled-components';

export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  max-width: 42rem;
`;

export const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.spacing.l};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
  }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.spacing.l};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colours.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.m};
  }
`;

/** A message from the server about the step it happened at: it takes focus. */
export const Refusal = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.danger};
  background: ${({ theme }) => theme.colours.dangerSurface};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.m};
  margin-top: ${({ theme }) => theme.spacing.l};
`;

export const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
`;

export const StepCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colours.mutedText};
`;

/** Checkboxes under one legend (preferred days, parts of the day). */
export const ChoiceSet = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    padding: 0;
    font-weight: 700;
  }

  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.spacing.l};
  }
`;

/** The class page's word on its term's enrolment day: an information note, not an error. */
export const EnrolmentDayNotice = styled.div`
  margin: ${({ theme }) => theme.spacing.m} 0 0;
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.primaryOnBackground};
  background: ${({ theme }) => theme.colours.surface};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
