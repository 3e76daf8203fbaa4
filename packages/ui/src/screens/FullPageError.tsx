import { ScreenMessage } from './ScreenMessage.tsx';

export interface FullPageErrorProps {
  homeHref?: string;
  standalone?: boolean;
}

/** A page or the theme failed to load for any reason but maintenance (decision 3). */
export function FullPageError({ homeHref = '/', standalone = false }: FullPageErrorProps) {
  return (
    <ScreenMessage
      heading="Something has gone wrong"
      text="This page failed to load."
      homeHref={homeHref}
      standalone={standalone}
    />
  );
}
