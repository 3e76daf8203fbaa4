import styled from 'styled-components';

const IntroBlock = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 2.25rem;
  }
  p {
    margin: 0;
    max-width: 40rem;
    font-size: 1.125rem;
  }
`;

/** The page's heading; when changing a membership, which one is being changed. */
export function JoiningIntro({ changing }: { changing?: string }) {
  return (
    <IntroBlock>
      <h1>Online Joining</h1>
      {changing ? (
        <p>
          Change your <strong>{changing}</strong> membership: choose the new one and when it starts.
        </p>
      ) : (
        <p>Become a member online in a few minutes: choose your centre and membership, then pay securely.</p>
      )}
    </IntroBlock>
  );
}
