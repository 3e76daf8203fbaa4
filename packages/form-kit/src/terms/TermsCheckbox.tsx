import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, CheckboxField } from '@leisure/ui';
import { TermsModal, type TermText } from './TermsModal.tsx';

export interface TermsCheckboxProps {
  term: TermText;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /**
   * The words of the label. Given as a node, the link to the terms (reading the term's title) follows it:
   * "I agree to the" + "Direct Debit terms". Given as a function, it places the link itself.
   */
  label: ReactNode | ((termsLink: ReactNode) => ReactNode);
  error?: string;
  /** The checkbox's id, for an error summary's link. */
  id?: string;
  hint?: ReactNode;
  /** Marks the tick as needed to continue (an asterisk and aria-required); true by default. */
  required?: boolean;
}

/**
 * A checkbox to accept a term, its label linking to the term's text. Ticking it opens the text first: the term
 * is ticked by I Agree at its end (docs/product/joining.md §4). Once agreed it can be unticked and ticked again directly.
 * Joining's dates and Direct Debit steps and both front ends' checkout terms (@leisure/payment's checkout) use it.
 */
export function TermsCheckbox({
  term,
  checked,
  onChange,
  label,
  error,
  id,
  hint,
  required = true,
}: TermsCheckboxProps) {
  const [open, setOpen] = useState(false);
  const [agreedBefore, setAgreedBefore] = useState(checked);
  const alreadyAgreed = checked || agreedBefore;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (event.target.checked && !alreadyAgreed) setOpen(true);
    else onChange(event.target.checked);
  }

  function agree() {
    setAgreedBefore(true);
    onChange(true);
  }

  const termsLink = (
    <Button variant="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
      {term.title}
    </Button>
  );
  const labelled =
    typeof label === 'function' ? (
      label(termsLink)
    ) : (
      <>
        {label} {termsLink}
      </>
    );

  return (
    <>
      <CheckboxField
        id={id}
        label={labelled}
        hint={hint}
        error={error}
        required={required}
        checked={checked}
        onChange={handleChange}
      />
      <TermsModal
        term={term}
        open={open}
        alreadyAgreed={alreadyAgreed}
        onAgree={agree}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
