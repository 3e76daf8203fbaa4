import { useState, type FormEvent } from 'react';
import type { LessonClassDetail, LessonCardBlock } from '@leisure/api-contract/browser';
import { Button, RadioGroup } from '@leisure/ui';
import type { Refusal } from '../enrol/enrolMachine.ts';
import { cardBlockText } from '../rules/lessonLabels.ts';
import { EnrolRefusal } from './EnrolRefusal.tsx';
import { Actions } from './lessonStyles.ts';

export type PaymentMethod = 'directDebit' | 'card';

export interface PaymentStepProps {
  lessonClass: LessonClassDetail;
  cardBlock: LessonCardBlock;
  refusal: Refusal | null;
  /** The class's term has its enrolment day on: a 409 means the queue has not let the caller in (yet). */
  queueOpen: boolean;
  busy: boolean;
  onChoose: (method: PaymentMethod) => void;
}

const fieldId = 'enrol-payment';
const chooseMessage = 'Choose how to pay.';

/**
 * How to pay (docs/decisions/0592, 0599): monthly by Direct Debit, or the class's block by card, which goes in the
 * basket (holding the place for 15 minutes) and is paid at its checkout. A refusal to add the block (the class filled,
 * the queue) shows here with the way on.
 */
export function PaymentStep({ lessonClass, cardBlock, refusal, queueOpen, busy, onChoose }: PaymentStepProps) {
  const [value, setValue] = useState<PaymentMethod | ''>('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) {
      setMissing(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    onChoose(value);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="How would you like to pay?">
      <EnrolRefusal classId={lessonClass.id} refusal={refusal} queueOpen={queueOpen} />
      <RadioGroup
        id={fieldId}
        name="payment"
        legend="How would you like to pay?"
        required
        value={value}
        error={missing ? chooseMessage : undefined}
        options={[
          {
            value: 'directDebit',
            label: `Monthly by Direct Debit, ${lessonClass.monthlyPrice.formatted} a month`,
            hint: 'The first collection is pro rata. Leave with a month’s notice.',
          },
          {
            value: 'card',
            label: cardBlockText(cardBlock),
            hint:
              cardBlock.kind === 'ten-lessons'
                ? 'Paid now in the basket. Top up ten more before they run out; we email you when two are left.'
                : 'Paid now in the basket, for the rest of this term. Enrol again for the next term.',
          },
        ]}
        onChange={(event) => {
          setValue(event.target.value as PaymentMethod);
          setMissing(false);
        }}
      />
      <Actions>
        <Button type="submit" busy={busy}>
          Continue
        </Button>
      </Actions>
    </form>
  );
}
