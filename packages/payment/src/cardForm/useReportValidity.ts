import { useEffect, useRef } from 'react';

/** Tells the page when the form's validity changes (the Pay button rules, docs/product/joining.md §5), once per change. */
export function useReportValidity(valid: boolean, onValidityChange: ((valid: boolean) => void) | undefined): void {
  const report = useRef(onValidityChange);
  useEffect(() => {
    report.current = onValidityChange;
  });
  useEffect(() => {
    report.current?.(valid);
  }, [valid]);
}
