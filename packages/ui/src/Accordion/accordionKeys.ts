/** Marks the header buttons that arrow keys move between (WAI-ARIA accordion pattern). */
export const ACCORDION_TOGGLE_ATTRIBUTE = 'data-accordion-toggle';

/** The toggle to focus after `key` from `current`, or null when the key is not an accordion key. */
export function nextToggle(toggles: readonly HTMLElement[], current: HTMLElement, key: string): HTMLElement | null {
  const index = toggles.indexOf(current);
  if (index === -1 || toggles.length === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return toggles[(index + 1) % toggles.length] ?? null;
    case 'ArrowUp':
      return toggles[(index - 1 + toggles.length) % toggles.length] ?? null;
    case 'Home':
      return toggles[0] ?? null;
    case 'End':
      return toggles.at(-1) ?? null;
    default:
      return null;
  }
}
