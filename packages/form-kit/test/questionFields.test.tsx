import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { defaultLeisureTheme } from '@leisure/ui';
import {
  initialValues,
  QuestionGroup,
  readOnlyHint,
  ukToday,
  wireAnswers,
  type Question,
  type QuestionValues,
  type WireAnswer,
} from '../src/index.ts';

/** The kit's fields read the LeisureTheme, as in every app. */
const renderWithTheme = (ui: ReactNode) => render(<ThemeProvider theme={defaultLeisureTheme}>{ui}</ThemeProvider>);

const options = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

const everyType: Question[] = [
  { name: 'firstName', label: 'First name', type: 'text', isRequired: true, options: [] },
  { name: 'visits', label: 'Visits a week', type: 'number', isRequired: false, options: [] },
  { name: 'level', label: 'Playing level', type: 'select', isRequired: false, options: options('low', 'high') },
  {
    name: 'sports',
    label: 'Sports you play',
    type: 'multi_select',
    isRequired: false,
    options: options('gym', 'swim', 'golf'),
  },
  { name: 'dateOfBirth', label: 'Date of birth', type: 'date', isRequired: true, options: [], pastDatesOnly: true },
  { name: 'news', label: 'Send me news', type: 'checkbox', isRequired: false, options: [] },
  {
    name: 'conditions',
    label: 'Health conditions',
    type: 'checkbox',
    isRequired: false,
    options: options('heart', 'none'),
  },
];

function Harness({
  questions,
  onSave,
}: {
  questions: Question[];
  onSave: (answers: Record<string, WireAnswer>) => void;
}) {
  const { control, handleSubmit } = useForm<QuestionValues>({
    mode: 'onTouched',
    defaultValues: initialValues(questions, () => null),
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSave(wireAnswers(questions, values)))}>
      <QuestionGroup title="About you" questions={questions} control={control} idPrefix="test" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('question fields', () => {
  it('renders the six types and submits each answer as the API takes it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithTheme(<Harness questions={everyType} onSave={onSave} />);

    expect(await screen.findByRole('group', { name: 'About you' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Visits a week' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Playing level' }), 'HIGH');
    const sports = screen.getByRole('group', { name: /Sports you play/ });
    await user.click(within(sports).getByRole('checkbox', { name: 'GYM' }));
    await user.click(within(sports).getByRole('checkbox', { name: 'GOLF' }));
    const dateOfBirth = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(dateOfBirth).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await user.type(dateOfBirth, '05/06/1990');
    await user.click(screen.getByRole('checkbox', { name: 'Send me news' }));
    await user.click(
      within(screen.getByRole('group', { name: /Health conditions/ })).getByRole('checkbox', { name: 'NONE' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({
      firstName: 'Ada',
      visits: 3,
      level: 'high',
      sports: ['gym', 'golf'],
      dateOfBirth: '1990-06-05',
      news: true,
      conditions: ['none'],
    });
  });

  it('"{label} is required." once a required field is left empty, and "Date must be valid." for a bad date', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithTheme(<Harness questions={everyType} onSave={onSave} />);

    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    await user.click(firstName);
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('Error: First name is required.');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    // Then it follows every keystroke.
    await user.type(firstName, 'A');
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();

    const dateOfBirth = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.type(dateOfBirth, '31/02/2000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(dateOfBirth).toHaveAccessibleDescription('Error: Date must be valid.');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(dateOfBirth);
    expect(dateOfBirth).toHaveAccessibleDescription('Error: Date of birth is required.');
  });

  it('a data-field date may not be in the future', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness questions={everyType} onSave={vi.fn()} />);
    const nextYear = Number(ukToday().slice(0, 4)) + 1;
    const dateOfBirth = await screen.findByRole('textbox', { name: 'Date of birth' });
    await user.type(dateOfBirth, `01/01/${nextYear}`);
    // Past the field and its "Choose date" button.
    await user.tab();
    await user.tab();
    expect(dateOfBirth).toHaveAccessibleDescription('Error: Date of birth cannot be in the future.');
  });

  it('the date picker opens on the years, then months and days, and offers no future date', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness questions={everyType} onSave={vi.fn()} />);
    const [year, month, day] = ukToday().split('-').map(Number) as [number, number, number];

    await user.click(await screen.findByRole('button', { name: 'Choose date for Date of birth' }));
    const picker = screen.getByRole('dialog', { name: 'Choose Date of birth' });
    expect(within(picker).getByRole('button', { name: String(year) })).toHaveFocus();
    expect(within(picker).queryByRole('button', { name: String(year + 1) })).not.toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Later years' })).toBeDisabled();

    // This month: no day after today can be chosen.
    await user.click(within(picker).getByRole('button', { name: String(year) }));
    const months = within(picker).getAllByRole('button', { name: /^[A-Z][a-z]+$/ });
    months.forEach((button, index) => expect(button.hasAttribute('disabled')).toBe(index + 1 > month));
    const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    );
    expect(within(picker).getByRole('button', { name: monthName })).toHaveFocus();
    await user.click(within(picker).getByRole('button', { name: monthName }));
    const days = within(picker).getAllByRole('button', { name: /^\d+ \w+ \d{4}$/ });
    for (const button of days) {
      const dayNumber = Number(button.textContent);
      expect(button.hasAttribute('disabled')).toBe(dayNumber > day);
    }

    // Back to the years, pick 1990, March, the 14th.
    await user.click(within(picker).getByRole('button', { name: /choose another month/ }));
    await user.click(within(picker).getByRole('button', { name: /choose another year/ }));
    await user.click(within(picker).getByRole('button', { name: 'Earlier years' }));
    expect(within(picker).getByRole('button', { name: 'Earlier years' })).toHaveFocus();
    await user.click(within(picker).getByRole('button', { name: '1990' }));
    await user.click(within(picker).getByRole('button', { name: 'March' }));
    await user.click(within(picker).getByRole('button', { name: '14 March 1990' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dateOfBirth = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(dateOfBirth).toHaveValue('14/03/1990');
    expect(dateOfBirth).toHaveFocus();

    // Opened again, it starts on the chosen year.
    await user.click(screen.getByRole('button', { name: 'Choose date for Date of birth' }));
    expect(screen.getByRole('button', { name: '1990', pressed: true })).toHaveFocus();
  });

  it('Escape closes the picker and hands focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness questions={everyType} onSave={vi.fn()} />);
    const toggle = await screen.findByRole('button', { name: 'Choose date for Date of birth' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('a field the user may not change is read-only, says why, and is not sent', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const locked: Question[] = [
      { name: 'dateOfBirth', label: 'Date of birth', type: 'date', isRequired: true, options: [], isAuthorised: false },
      { name: 'phone', label: 'Phone number', type: 'text', isRequired: false, options: [] },
    ];
    function LockedHarness() {
      const { control, handleSubmit } = useForm<QuestionValues>({
        defaultValues: initialValues(locked, (question) => (question.name === 'dateOfBirth' ? '1985-04-02' : null)),
      });
      return (
        <form onSubmit={handleSubmit((values) => onSave(wireAnswers(locked, values)))}>
          <QuestionGroup title="Your details" questions={locked} control={control} idPrefix="locked" />
          <button type="submit">Save</button>
        </form>
      );
    }
    renderWithTheme(<LockedHarness />);
    const dateOfBirth = await screen.findByRole('textbox', { name: 'Date of birth' });
    expect(dateOfBirth).toHaveValue('02/04/1985');
    expect(dateOfBirth).toHaveAttribute('readonly');
    expect(dateOfBirth).toHaveAccessibleDescription(readOnlyHint);
    expect(screen.queryByRole('button', { name: /Choose date/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ phone: null });
  });

  it('autocomplete comes from the field name when the server gives none', async () => {
    const named = [
      'firstName',
      'lastName',
      'email',
      'phone',
      'dateOfBirth',
      'postcode',
      'addressLine1',
      'emergencyContactName',
    ];
    const questions: Question[] = named.map((name) => ({
      name,
      label: name,
      type: name === 'dateOfBirth' ? 'date' : 'text',
      isRequired: false,
      options: [],
    }));
    renderWithTheme(<Harness questions={questions} onSave={vi.fn()} />);
    const tokenOf = async (name: string) => (await screen.findByRole('textbox', { name })).getAttribute('autocomplete');
    expect(await tokenOf('firstName')).toBe('given-name');
    expect(await tokenOf('lastName')).toBe('family-name');
    expect(await tokenOf('email')).toBe('email');
    expect(await tokenOf('phone')).toBe('tel');
    expect(await tokenOf('dateOfBirth')).toBe('bday');
    expect(await tokenOf('postcode')).toBe('postal-code');
    expect(await tokenOf('addressLine1')).toBe('address-line1');
    expect(await tokenOf('emergencyContactName')).toBe('off');
  });
});
