import { useState, type FocusEvent } from 'react';
import { CheckIcon, CloseIcon, DangerIcon, InfoIcon, WarningIcon } from '../icons/Icons.tsx';
import { ValidationErrors } from '../ValidationErrors/ValidationErrors.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import type { ToastType } from './toastRules.ts';
import type { ToastMessage } from './toastState.ts';
import { Card, DismissButton, Icon, Message } from './toastStyles.ts';
import { useAutoClose } from './useAutoClose.ts';

// The type is said in words and shown by icon shape as well as colour (WCAG 1.4.1).
const typeNames: Record<ToastType, string> = {
  danger: 'Error',
  success: 'Success',
  neutral: 'Information',
  warning: 'Warning',
};

const icons: Record<ToastType, typeof CheckIcon> = {
  danger: DangerIcon,
  success: CheckIcon,
  neutral: InfoIcon,
  warning: WarningIcon,
};

export interface ToastItemProps {
  toast: ToastMessage;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}

export function ToastItem({ toast, onDismiss, dismissLabel }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoClose(toast.closeAfter, hovered || focused, () => onDismiss(toast.id));
  const TypeIcon = icons[toast.type];

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <Card
      $type={toast.type}
      data-toast-type={toast.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <Icon $type={toast.type}>
        <TypeIcon />
      </Icon>
      <Message>
        <VisuallyHidden>{typeNames[toast.type]}: </VisuallyHidden>
        <span>{toast.content}</span>
        {toast.validationMessages && (
          <ValidationErrors messages={toast.validationMessages} headingAs="p" framed={false} />
        )}
      </Message>
      <DismissButton type="button" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
      </DismissButton>
    </Card>
  );
}
