import styled, { css } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  margin: 0 !important;
  padding: 0 !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  border: 0 !important;
  white-space: nowrap !important;
`;

/** Text for screen readers only, such as "Error:" before a field message or the meaning of an icon. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
