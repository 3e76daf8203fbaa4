import { useCallback, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { Button, formatUkDate, parseUkDate, TextField, VisuallyHidden } from '@leisure/ui';
import { inputAttributesFor } from '../values/inputAttributes.ts';
import { ukToday } from '../values/ukToday.ts';
import { DatePicker } from './DatePicker.tsx';
import { labelledFieldProps, type QuestionControlProps } from './questionControl.ts';

const Wrapper = styled.div`
  position: relative;
  margin-bottom: ${({ theme }) => theme.spacing.l};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.s};

  /* The field's own bottom margin moves to the wrapper so the button lines up with the input. */
  & > div:first-child {
    margin-bottom: 0;
  }
`;

/**
 * A date typed as DD/MM/YYYY (placeholder DD/MM/YYYY), with a "Choose date" button opening a calendar in year
 * view. A data-field date (pastDatesOnly) offers no day after today. It counts as left (blur) only when focus
 * leaves the field, its button and its calendar together.
 */
export function DateQuestion(props: QuestionControlProps) {
  const { question, field, id, readOnly } = props;
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const today = ukToday();
  const text = typeof field.value === 'string' ? field.value : '';
  const pickerId = `${id}-picker`;
  const { ref: fieldRef, onChange, onBlur } = field;

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  function choose(isoDate: string) {
    onChange(formatUkDate(isoDate));
    setOpen(false);
    inputRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (wrapperRef.current?.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    onBlur();
  }

  return (
    <Wrapper ref={wrapperRef} onBlur={handleBlur}>
      <Row>
        <TextField
          ref={(element) => {
            inputRef.current = element;
            fieldRef(element);
          }}
          {...labelledFieldProps(props)}
          placeholder="DD/MM/YYYY"
          width="date"
          {...inputAttributesFor(question)}
          inputMode="numeric"
          value={text}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
        />
        {!readOnly && (
          <Button
            ref={toggleRef}
            variant="secondary"
            aria-expanded={open}
            aria-controls={open ? pickerId : undefined}
            onClick={() => setOpen(!open)}
          >
            Choose date<VisuallyHidden> for {question.label}</VisuallyHidden>
          </Button>
        )}
      </Row>
      {open && (
        <DatePicker
          id={pickerId}
          label={question.label}
          value={parseUkDate(text)}
          max={question.pastDatesOnly ? today : undefined}
          today={today}
          onChoose={choose}
          onClose={close}
          insideRef={wrapperRef}
        />
      )}
    </Wrapper>
  );
}
