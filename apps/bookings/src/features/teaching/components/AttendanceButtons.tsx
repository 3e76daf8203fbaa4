import { useState } from 'react';
import type { LessonRegister } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useMarkLessonRegisterMutation } from '@leisure/api-client/endpoints/lessonsApi';
import { Button } from '@leisure/ui';
import { Choices, Problem } from './teachingStyles.ts';

type Learner = LessonRegister['learners'][number];
type Status = 'present' | 'absent';

const choices: { status: Status; label: string }[] = [
  { status: 'present', label: 'Present' },
  { status: 'absent', label: 'Absent' },
];

export interface AttendanceButtonsProps {
  register: LessonRegister;
  learner: Learner;
  name: string;
}

/**
 * Present or Absent for one learner, saved as soon as it is tapped (docs/decisions/0596): an absence earns a make-up
 * credit (docs/decisions/0593). The pressed button is the mark saved, or the one being saved.
 */
export function AttendanceButtons({ register, learner, name }: AttendanceButtonsProps) {
  const [markRegister] = useMarkLessonRegisterMutation();
  const [saving, setSaving] = useState<Status | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = saving ?? learner.attendance;

  async function mark(status: Status) {
    setSaving(status);
    setProblem(null);
    try {
      await markRegister({
        params: { id: register.class.id },
        body: { lessonDate: register.lessonDate, marks: [{ learnerId: learner.id, status }] },
      }).unwrap();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'We couldn’t save that. Please try again.');
    } finally {
      setSaving(null);
    }
  }

  return (
    <div>
      <Choices role="group" aria-label={`Attendance, ${name}`}>
        {choices.map(({ status, label }) => (
          <Button
            key={status}
            size="large"
            variant={shown === status ? 'primary' : 'secondary'}
            aria-pressed={shown === status}
            aria-busy={saving === status}
            aria-label={`${label}, ${name}`}
            onClick={() => {
              if (saving === null && shown !== status) void mark(status);
            }}
          >
            {label}
          </Button>
        ))}
      </Choices>
      <div role="alert">{problem && <Problem>{problem}</Problem>}</div>
    </div>
  );
}
