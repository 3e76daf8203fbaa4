import { useState, type MouseEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import styled from 'styled-components';
import type { AccountTerms } from '@leisure/api-contract';
import { CheckboxField, focusVisible } from '@leisure/ui';
import type { QuestionValues } from '@leisure/form-kit';
import { TermsModal } from '@leisure/form-kit';
import { accountFieldNames, detailsMessages } from './registrationMessages.ts';

const TermsLink = styled.button`
  display: inline;
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colours.primaryOnBackground};
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
  ${focusVisible}
`;

export interface TermsAgreementProps {
  terms: AccountTerms;
  control: Control<QuestionValues>;
  id: string;
}

/**
 * "I agree to the Terms and Conditions": the link in it opens the terms dialog (without ticking the box), and
 * agreeing there, once the terms are read to the end, ticks it (docs/product/joining.md §2, §4).
 */
export function TermsAgreement({ terms, control, id }: TermsAgreementProps) {
  const [open, setOpen] = useState(false);
  const { field, fieldState } = useController({
    name: accountFieldNames.termsAccepted,
    control,
    rules: { validate: (value) => value === true || detailsMessages.termsRequired },
  });

  function openTerms(event: MouseEvent<HTMLButtonElement>) {
    // Inside the label: the press must open the dialog, not toggle the box.
    event.preventDefault();
    setOpen(true);
  }

  return (
    <>
      <CheckboxField
        ref={field.ref}
        id={id}
        name={field.name}
        required
        label={
          <>
            I agree to the{' '}
            <TermsLink type="button" aria-haspopup="dialog" onClick={openTerms}>
              Terms and Conditions
            </TermsLink>
          </>
        }
        error={fieldState.error?.message}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      <TermsModal
        // docs/product/joining.md §2 names the dialog "Terms & conditions", whatever the published terms call themselves.
        term={{ id: terms.id, title: 'Terms & conditions', html: terms.html }}
        open={open}
        alreadyAgreed={field.value === true}
        onAgree={() => {
          field.onChange(true);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
