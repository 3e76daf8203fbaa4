/** How both details forms validate: a field's message once it is left, then on every change. */
export const detailsFormOptions = {
  // The error summary takes focus (docs/product/joining.md D12); react-hook-form would move it back to the first field.
  shouldFocusError: false,
  mode: 'onTouched',
} as const;
