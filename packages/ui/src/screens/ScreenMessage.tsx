import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../Button/ButtonLink.tsx';

const Layout = styled.div<{ $standalone: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.m};
  min-height: ${({ $standalone }) => ($standalone ? '100vh' : '50vh')};
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.m}`};
  text-align: center;

  h1 {
    margin: 0;
    font-size: 2rem;
  }
  p {
    margin: 0;
    max-width: 36rem;
  }
`;

export interface ScreenMessageProps {
  heading: string;
  text?: string;
  /** Adds a "Go home" button (a link) to this address. */
  homeHref?: string;
  /**
   * Render as the page's <main>: for screens shown instead of the whole app (a failed theme, maintenance), where no
   * layout provides a main landmark.
   */
  standalone?: boolean;
  children?: ReactNode;
}

/** The props of a ready-made screen (not found, failed to load): where Go home leads, and whether it is the page's main. */
export type PageScreenProps = Pick<ScreenMessageProps, 'homeHref' | 'standalone'>;

/** A whole-page message: heading, a line of text and the way home. */
export function ScreenMessage({ heading, text, homeHref, standalone = false, children }: ScreenMessageProps) {
  return (
    <Layout as={standalone ? 'main' : 'div'} $standalone={standalone}>
      <h1>{heading}</h1>
      {text && <p>{text}</p>}
      {children}
      {homeHref && <ButtonLink href={homeHref}>Go home</ButtonLink>}
    </Layout>
  );
}
