import { useSyncExternalStore } from 'react';

/**
 * Whether the "Log in to book" dialog is asked for (decision 0321). useAddToBasket asks for it wherever the Add
 * happened; KeptBasketChoice, mounted once in the app, shows it, so it outlives the card or dialog that asked.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

export const askToLogIn = () => set(true);
export const closeLogInPrompt = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLogInPromptOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
