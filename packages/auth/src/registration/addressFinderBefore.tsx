import type { UseFormSetValue } from 'react-hook-form';
import { questionFieldId, type Question, type QuestionValues } from '@leisure/form-kit';
import { AddressFinder, type FoundAddress } from '@leisure/form-kit/addressFinder';

/** The data fields an address fills, by the finder's names (the user fields of decision 0109). */
const addressFields = ['addressLine1', 'addressLine2', 'town', 'postcode'] as const;

/**
 * "Find address" before a details form's first address line, when the form asks for an address
 * (docs/decisions/0022-postcode-address-finder.md): the chosen address fills the form's fields, which stay editable.
 */
export function addressFinderBefore(
  questions: readonly Question[],
  setValue: UseFormSetValue<QuestionValues>,
  idPrefix: string,
) {
  const asked = new Set(questions.map((question) => question.name));
  if (!asked.has('addressLine1') || !asked.has('postcode')) return undefined;
  const fill = (address: FoundAddress) => {
    for (const name of addressFields) {
      if (asked.has(name)) setValue(name, address[name] ?? '', { shouldDirty: true, shouldValidate: true });
    }
  };
  const enterManually = () => document.getElementById(questionFieldId(idPrefix, 'addressLine1'))?.focus();
  return {
    addressLine1: <AddressFinder idPrefix={idPrefix} onChoose={fill} onEnterManually={enterManually} />,
  };
}
