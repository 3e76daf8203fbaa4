import { useState } from 'react';
import type { BankDetailsProblem, BankDetailsValues } from '../bankDetailsRules.ts';

/** Where a server message shows: a problem's place, or line 2 of the address (which has no rule of its own). */
export type BankDetailsSlot = BankDetailsProblem | 'billingAddressLineTwo';

/** The API's keys (camelCase, as the client receives them) and where each message shows. */
const slotOfServerKey = new Map<string, BankDetailsSlot>([
  ['accountHolder', 'accountHolder'],
  ['accountDetails', 'accountDetails'],
  ['accountDetails.sortCode', 'sortCode'],
  ['accountDetails.accountNumber', 'accountNumber'],
  ['accountDetails.billingAddressLineOne', 'billingAddressLineOne'],
  ['accountDetails.billingAddressLineTwo', 'billingAddressLineTwo'],
  ['accountDetails.billingCity', 'billingCity'],
  ['accountDetails.billingPostcode', 'billingPostcode'],
  ['ddTermsAccepted', 'authorised'],
]);

/** Editing a field answers the server's messages about it; either number also answers the pair's modulus message. */
const slotsClearedBy: Record<keyof BankDetailsValues, readonly BankDetailsSlot[]> = {
  accountHolder: ['accountHolder'],
  sortCode: ['sortCode', 'accountDetails'],
  accountNumber: ['accountNumber', 'accountDetails'],
  billingAddressLineOne: ['billingAddressLineOne'],
  billingAddressLineTwo: ['billingAddressLineTwo'],
  billingCity: ['billingCity'],
  billingPostcode: ['billingPostcode'],
  ddTermsAccepted: ['authorised'],
  authorised: ['authorised'],
};

export interface ServerFieldMessages {
  /** Messages still standing, by slot (several for one slot joined into one line). */
  messages: Partial<Record<BankDetailsSlot, string>>;
  /** Counts each new, non-empty set of messages: the form shows its error summary again for it. */
  arrival: number;
  clearFor: (field: keyof BankDetailsValues) => void;
}

/**
 * The server's 422 messages for the bank details, each cleared once its field is edited (docs/product/joining.md §5). A new set
 * from the server (compared by content: a parent may rebuild the same object) brings every message back.
 */
export function useServerFieldMessages(serverMessages: Record<string, string[]> | undefined): ServerFieldMessages {
  const content = JSON.stringify(serverMessages ?? {});
  const [state, setState] = useState(() => ({
    content,
    cleared: new Set<BankDetailsSlot>(),
    arrival: hasSlotted(serverMessages) ? 1 : 0,
  }));
  if (state.content !== content) {
    setState({ content, cleared: new Set(), arrival: state.arrival + (hasSlotted(serverMessages) ? 1 : 0) });
  }

  const messages: Partial<Record<BankDetailsSlot, string>> = {};
  for (const [key, list] of Object.entries(serverMessages ?? {})) {
    const slot = slotOfServerKey.get(key);
    const text = list.filter((message) => message.trim()).join(' ');
    if (slot && text && !state.cleared.has(slot)) messages[slot] = messages[slot] ? `${messages[slot]} ${text}` : text;
  }

  function clearFor(field: keyof BankDetailsValues) {
    const slots = slotsClearedBy[field].filter((slot) => messages[slot] !== undefined);
    if (slots.length === 0) return;
    setState((current) => ({ ...current, cleared: new Set([...current.cleared, ...slots]) }));
  }

  return { messages, arrival: state.arrival, clearFor };
}

function hasSlotted(serverMessages: Record<string, string[]> | undefined): boolean {
  return Object.entries(serverMessages ?? {}).some(([key, list]) => slotOfServerKey.has(key) && list.length > 0);
}
