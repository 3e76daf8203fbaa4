import { useEffect, useState, type FormEvent } from 'react';
import type { LessonLearner } from '@leisure/api-contract/browser';
import { Button, RadioGroup } from '@leisure/ui';
import { Actions } from './lessonStyles.ts';

export interface LearnerStepProps {
  learners: readonly LessonLearner[];
  chosen: number | null;
  /** The server's word on the learner chosen (403, an age outside the band), shown by the choice. */
  refusal: string | undefined;
  onChoose: (learnerId: number) => void;
}

const fieldId = 'enrol-learner';
const chooseMessage = 'Choose who the place is for.';

/** Step 1: the household member taking the place, from the caller's learners (getMyLessons, decision 0313). */
export function LearnerStep({ learners, chosen, refusal, onChoose }: LearnerStepProps) {
  const [value, setValue] = useState(chosen === null ? '' : String(chosen));
  const [missing, setMissing] = useState(false);
  const [refusalFor, setRefusalFor] = useState(value);

  // Sent back here by the server (the learner cannot take the place): focus goes to the choice and its message.
  useEffect(() => {
    if (refusal) document.getElementById(fieldId)?.focus();
  }, [refusal]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) {
      setMissing(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    onChoose(Number(value));
  }

  // The server's message stays until another learner is chosen.
  const error = missing ? chooseMessage : refusal && refusalFor === value ? refusal : undefined;
  return (
    <form onSubmit={submit} noValidate aria-label="Who is the place for?">
      <RadioGroup
        id={fieldId}
        name="learner"
        legend="Who is the place for?"
        required
        value={value}
        error={error}
        options={learners.map((learner) => ({
          value: String(learner.id),
          label: `${learner.firstName} ${learner.lastName}`,
          hint: learner.age === null ? 'Add their date of birth on the Family page' : `Age ${learner.age}`,
        }))}
        onChange={(event) => {
          setValue(event.target.value);
          setMissing(false);
          if (refusalFor !== event.target.value) setRefusalFor('');
        }}
      />
      <Actions>
        <Button type="submit">Continue</Button>
      </Actions>
    </form>
  );
}
