import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has): the map below a phone's
 * first screen loads when the visitor scrolls to it, not during the first paint (decision 0904). Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
