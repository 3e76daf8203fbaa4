/** The texts of My details (docs/product/account.md D27, docs/decisions/0431-my-details-form.md). */
export const userDetailsMessages = {
  saved: 'Your details have been saved.',
  passwordChanged: 'Your password has been changed. Other devices have been logged out.',
  currentPasswordRequired: 'Current password is required.',
} as const;

/** Labels of the Change password section (D27). */
export const passwordLabels = {
  current: 'Current password',
  password: 'New password',
  repeat: 'Repeat new password',
} as const;
