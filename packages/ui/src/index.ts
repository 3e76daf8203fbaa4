// Theme
export { parseColour, toHex, type Rgb } from './theme/colour.ts';
export {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  ensureContrast,
  readableTextOn,
  relativeLuminance,
} from './theme/contrast.ts';
export { fontStack } from './theme/fontStack.ts';
export {
  breakpoints,
  buildLeisureTheme,
  DEFAULT_THEME_INPUT,
  defaultLeisureTheme,
  type LeisureColours,
  type LeisureTheme,
  type LeisureThemeInput,
} from './theme/leisureTheme.ts';
export { buttonVariants, primaryFill, type ButtonColours } from './theme/buttonColours.ts';
export { buttonContrastChecks, buttonContrastFailures, type ButtonContrastCheck } from './theme/buttonContrast.ts';
export { GlobalStyle } from './GlobalStyle/GlobalStyle.tsx';
export { focusRing, focusVisible } from './styles/focusRing.ts';
export { panel } from './styles/panel.ts';
export { cardGrid } from './styles/cardGrid.ts';
export { pageIntro } from './styles/pageIntro.ts';
export { disc } from './styles/disc.ts';
export { cluster, stack, withAside } from './layout/layout.ts';

// Actions and navigation
export { Button, type ButtonProps } from './Button/Button.tsx';
export { ButtonLink, type ButtonLinkProps } from './Button/ButtonLink.tsx';
export { ButtonRow } from './Button/buttonRow.ts';
export type { ButtonSize, ButtonVariant } from './Button/buttonStyles.ts';
export { Link } from './Link/Link.tsx';
export {
  isAppPath,
  LinkComponentProvider,
  NavigationAnchor,
  type NavigationLinkComponent,
  type NavigationLinkProps,
} from './Link/NavigationAnchor.tsx';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './Breadcrumbs/Breadcrumbs.tsx';
export { SkipLink, type SkipLinkProps } from './SkipLink/SkipLink.tsx';
export { Pagination, type PaginationProps } from './Pagination/Pagination.tsx';
export { usePageHeadingFocus } from './Pagination/usePageHeadingFocus.ts';

// Dialogs, sections and notifications
export { AlertDialog, Modal, type ModalProps } from './Modal/Modal.tsx';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOutcome } from './Modal/ConfirmDialog.tsx';
export { STAYS_INTERACTIVE_ATTRIBUTE } from './Modal/inertBackground.ts';
export { handleModalKeys } from './Modal/modalKeys.ts';
export { useModalFocus, type ModalFocusRefs } from './Modal/useModalFocus.ts';
export { Accordion } from './Accordion/Accordion.tsx';
export { AccordionSection, type AccordionSectionProps } from './Accordion/AccordionSection.tsx';
export type { SectionStatus } from './Accordion/sectionStatus.ts';
export { ToastStack, type ToastStackProps } from './Toast/ToastStack.tsx';
export {
  autoCloseDelay,
  PAYMENT_TOAST_CLOSE_AFTER_MS,
  politenessOf,
  shouldAutoClose,
  TOAST_CLOSE_AFTER_MS,
  type ToastType,
} from './Toast/toastRules.ts';
export * from './Toast/toastState.ts';
export { useToasts, type ToastControls } from './Toast/useToasts.ts';

// Forms
export { TextField, type TextFieldProps } from './fields/TextField.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './fields/SelectField.tsx';
export { CheckboxField, type CheckboxFieldProps } from './fields/CheckboxField.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './fields/RadioGroup.tsx';
export { DateField, type DateFieldProps } from './fields/DateField.tsx';
export { formatUkDate, parseUkDate } from './fields/ukDate.ts';
export { errorMessageOf, type FieldErrorLike } from './fields/fieldError.ts';
export type { FieldWidth } from './fields/fieldStyles.ts';
export { FieldMessages } from './fields/FieldMessages.tsx';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary/ErrorSummary.tsx';
export { focusField } from './ErrorSummary/focusField.ts';
export { ValidationErrors, type ValidationErrorsProps } from './ValidationErrors/ValidationErrors.tsx';
export { LazyValidationErrors } from './ValidationErrors/LazyValidationErrors.tsx';
export { flattenValidationMessages, type ValidationMessagesInput } from './ValidationErrors/validationMessages.ts';

// Status and whole-page screens
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar.tsx';
export { NotFound, type NotFoundProps } from './screens/NotFound.tsx';
export { FullPageError, type FullPageErrorProps } from './screens/FullPageError.tsx';
export { MaintenanceScreen } from './screens/MaintenanceScreen.tsx';
export { OfflineScreen, type OfflineScreenProps } from './screens/OfflineScreen.tsx';
export { ConnectionLostContext } from './screens/connectionContext.ts';
export { ScreenMessage, type ScreenMessageProps } from './screens/ScreenMessage.tsx';

// Content
export {
  DefinitionList,
  type Definition,
  type DefinitionListProps,
  type DefinitionListVariant,
} from './DefinitionList/DefinitionList.tsx';
export {
  CardList,
  ListStates,
  type CardListFailure,
  type CardListProps,
  type CardListVariant,
  type ListStatesProps,
} from './CardList/CardList.tsx';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml/SafeHtml.tsx';
export { sanitizeHtml } from './SafeHtml/sanitizeHtml.ts';
export { VisuallyHidden, visuallyHiddenStyles } from './VisuallyHidden/VisuallyHidden.tsx';
export {
  BasketIcon,
  CheckIcon,
  ChevronIcon,
  CloseIcon,
  DangerIcon,
  HomeIcon,
  InfoIcon,
  MenuIcon,
  PersonIcon,
  WarningIcon,
} from './icons/Icons.tsx';
export { NamedIcon, type NamedIconProps } from './icons/NamedIcon.tsx';
export { afterNextPaint, usePaintedOnce } from './timing/afterNextPaint.ts';
export { preloadableLazy, type PreloadableComponent } from './lazy/preloadableLazy.tsx';
