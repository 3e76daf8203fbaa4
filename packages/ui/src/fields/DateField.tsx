import { TextField, type TextFieldProps } from './TextField.tsx';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'width'>;

/**
 * A date typed as DD/MM/YYYY in one text input (read it with parseUkDate). One plain input, not a date picker:
 * it behaves the same with every keyboard, screen reader and browser, and autocomplete="bday" can fill it.
 */
export function DateField({ hint = 'For example, 27/03/2007', ...props }: DateFieldProps) {
  return <TextField {...props} hint={hint} type="text" inputMode="numeric" width="date" />;
}
