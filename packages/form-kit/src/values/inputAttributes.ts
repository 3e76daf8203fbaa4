import type { InputHTMLAttributes } from 'react';
import type { Question } from '../questionTypes.ts';
import { autocompleteFor } from './autocompleteFor.ts';

type InputMode = InputHTMLAttributes<HTMLInputElement>['inputMode'];
const inputModes = new Set(['none', 'text', 'tel', 'url', 'email', 'numeric', 'decimal', 'search']);
const textTypes = new Set(['text', 'email', 'tel', 'url']);

/**
 * The server's HTML attributes a text-like input may take, read one by one (the API names them in its own
 * casing): autocomplete, inputmode, maxLength, type (email, tel) and autocapitalize. Anything else is ignored.
 */
export function inputAttributesFor(
  question: Question,
): Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'maxLength' | 'type' | 'autoCapitalize'> {
  const attributes = question.htmlAttributes ?? {};
  const read = (...keys: string[]) => keys.map((key) => attributes[key]).find((value) => value !== undefined);
  const inputMode = read('inputmode', 'inputMode');
  const maxLength = Number(read('maxLength', 'maxlength'));
  const type = read('type');
  const autoCapitalize = read('autocapitalize', 'autoCapitalize');
  const numeric: InputMode = question.type === 'number' ? 'numeric' : undefined;
  return {
    autoComplete: autocompleteFor(question.name, read('autocomplete', 'autoComplete')),
    inputMode: typeof inputMode === 'string' && inputModes.has(inputMode) ? (inputMode as InputMode) : numeric,
    maxLength: Number.isInteger(maxLength) && maxLength > 0 ? maxLength : undefined,
    type: question.type === 'text' && typeof type === 'string' && textTypes.has(type) ? type : 'text',
    autoCapitalize: typeof autoCapitalize === 'string' ? autoCapitalize : undefined,
  };
}
