import { ScreenMessage } from './ScreenMessage.tsx';

export interface NotFoundProps {
  homeHref?: string;
  standalone?: boolean;
}

/** Unknown paths and hosts (decision 2). */
export function NotFound({ homeHref = '/', standalone = false }: NotFoundProps) {
  return (
    <ScreenMessage
      heading="Page not found"
      text="The page you are looking for does not exist."
      homeHref={homeHref}
      standalone={standalone}
    />
  );
}
