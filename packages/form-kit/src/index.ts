export type {
  Question,
  QuestionOption,
  QuestionType,
  QuestionValue,
  QuestionValues,
  WireAnswer,
} from './questionTypes.ts';
export { QuestionField, readOnlyHint, type QuestionFieldProps } from './components/QuestionField.tsx';
export { QuestionGroup, type QuestionGroupProps } from './components/QuestionGroup.tsx';
export { DatePicker, type DatePickerProps } from './components/DatePicker.tsx';
export { errorSummaryItems, initialValues, placeServerMessages, wireAnswers } from './form/questionForm.ts';
export { questionMessages, questionProblem } from './values/questionRules.ts';
export { emptyValueFor, isEmptyValue, isListQuestion, toFormValue, toWireAnswer } from './values/questionValues.ts';
export { autocompleteFor } from './values/autocompleteFor.ts';
export { questionFieldId } from './values/questionIds.ts';
export { ukToday } from './values/ukToday.ts';
export { FormErrorBanner, type FormErrorBannerProps } from './components/FormErrorBanner.tsx';
export { FormFailureNotices, type FormFailureNoticesProps } from './components/FormFailureNotices.tsx';
export {
  summaryTitles,
  useServerFormFailure,
  type FormFailure,
  type ServerFormFailure,
  type ServerFormFailureRules,
} from './form/useServerFormFailure.ts';

// Terms read in a dialog before agreeing (docs/product/joining.md §4, §9)
export { TermsModal, type TermsModalProps, type TermText } from './terms/TermsModal.tsx';
export { TermsCheckbox, type TermsCheckboxProps } from './terms/TermsCheckbox.tsx';
export { isScrolledToEnd, READ_TOLERANCE_PX, type ScrollMetrics } from './terms/scrollPosition.ts';
export { useScrolledToEnd } from './terms/useScrolledToEnd.ts';
