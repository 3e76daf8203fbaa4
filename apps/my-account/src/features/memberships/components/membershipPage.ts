import styled from 'styled-components';

/** The Memberships and Freeze membership pages: their parts a large gap apart, headings and paragraphs unspaced. */
export const MembershipPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.l};

  h1,
  p {
    margin: 0;
  }
`;
