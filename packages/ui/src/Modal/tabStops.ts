const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isRadio(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'radio';
}

/**
 * The elements Tab visits inside `container`, in order. A radio group is one stop (its checked radio, or its first),
 * as in browsers — otherwise a focus trap would misjudge where the last stop is.
 */
export function tabStopsIn(container: HTMLElement): HTMLElement[] {
  const candidates = [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
  const radioGroupsSeen = new Set<string>();
  return candidates.filter((element) => {
    if (!isRadio(element) || !element.name) return true;
    if (radioGroupsSeen.has(element.name)) return false;
    const group = candidates.filter((other) => isRadio(other) && other.name === element.name) as HTMLInputElement[];
    const stop = group.find((radio) => radio.checked) ?? group[0];
    if (stop !== element) return false;
    radioGroupsSeen.add(element.name);
    return true;
  });
}

/** True when `a` and `b` are one tab stop: the same element, or radios of the same group. */
export function sameTabStop(a: Element | null, b: Element | null): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  return isRadio(a) && isRadio(b) && a.name !== '' && a.name === b.name && a.form === b.form;
}
