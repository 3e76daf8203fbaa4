import { Suspense } from 'react';
import { preloadableLazy } from '../lazy/preloadableLazy.tsx';
import type { ValidationErrorsProps } from './ValidationErrors.tsx';

const LoadedValidationErrors = preloadableLazy<ValidationErrorsProps>(() =>
  import('./ValidationErrors.tsx').then((module) => module.ValidationErrors),
);

/**
 * ValidationErrors loaded on first use, for messages that only a submit can bring: a page showing it that way does
 * not carry it in its first load (decision 0903). The toast cards load it too, once the first screen has painted.
 */
export function LazyValidationErrors(props: ValidationErrorsProps) {
  return (
    <Suspense fallback={null}>
      <LoadedValidationErrors {...props} />
    </Suspense>
  );
}
