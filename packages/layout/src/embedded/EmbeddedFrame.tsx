import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';
import { getConfig } from '@leisure/config';
import { mainContentId } from '../page/PageLayout.tsx';
import { startHeightMessages } from './heightMessages.ts';
import { allowedParentOrigin } from './parentOrigin.ts';

/**
 * In a frame the page's `min-height: 100vh` is the frame's height, so the page could never tell the frame to get
 * smaller: the page frame (the parent of the main content) takes its content's height instead. The id outweighs
 * the page frame's own class.
 */
const ContentHeight = createGlobalStyle`
  div:has(> #${mainContentId}) {
    min-height: 0;
  }
`;

export interface EmbeddedFrameProps {
  /** The origins that may frame the product (config.embed.origins); tests pass their own. */
  origins?: readonly string[];
}

/**
 * The embedded page's side of the framing (docs/decisions/0640): its height to the parent, when the parent's
 * origin is on the operator's list, and nothing otherwise. Loaded only with `embedded=true` (LazyEmbeddedFrame).
 */
export default function EmbeddedFrame({ origins }: EmbeddedFrameProps) {
  useEffect(() => {
    const targetOrigin = allowedParentOrigin(window, origins ?? getConfig().embed.origins);
    if (!targetOrigin) return undefined;
    const parent = window.parent;
    return startHeightMessages(document, {
      post: (message, origin) => parent.postMessage(message, origin),
      targetOrigin,
    });
  }, [origins]);
  return <ContentHeight />;
}
