import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdditionalDetailsSection } from '../../../src/features/joining/additionalQuestions/components/AdditionalDetailsSection.tsx';
import { useMembershipQuestions } from '../../../src/features/joining/additionalQuestions/hooks/useMembershipQuestions.ts';
import { AppProviders } from '../../../src/app/AppProviders.tsx';
import { logInAsDemoCustomer } from '@leisure/app-store/testing';
import { renderWithProviders } from '../../support/renderWithProviders.tsx';
import { useSandbox } from '../../support/sandboxApi.ts';

describe('AdditionalDetailsSection', () => {
  const { sandbox, injectFault } = useSandbox();

  /** The active membership type asking the questions of the group titled `title`. */
  function typeAsking(title: string): number {
    const row = sandbox()
      .services.db.prepare(
        `SELECT t.id FROM membership_types t
           JOIN membership_type_question_groups tg ON tg.membership_type_id = t.id
           JOIN membership_question_groups g ON g.id = tg.group_id
         WHERE g.title = ? AND t.is_active = 1 ORDER BY t.id LIMIT 1`,
      )
      .get(title) as { id: number };
    return row.id;
  }

  function typeAskingNothing(): number {
    const row = sandbox()
      .services.db.prepare(
        `SELECT id FROM membership_types WHERE is_active = 1
           AND id NOT IN (SELECT membership_type_id FROM membership_type_question_groups) ORDER BY id LIMIT 1`,
      )
      .get() as { id: number };
    return row.id;
  }

  function savedAnswers(typeId: number): Record<string, unknown> {
    const rows = sandbox()
      .services.db.prepare(
        `SELECT q.reference, a.answer_json FROM membership_question_answers a
           JOIN membership_questions q ON q.id = a.question_id WHERE a.membership_type_id = ?`,
      )
      .all(typeId) as { reference: string; answer_json: string }[];
    return Object.fromEntries(rows.map((row) => [row.reference, JSON.parse(row.answer_json)]));
  }

  it('useMembershipQuestions tells whether a membership asks anything', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;
    // The providers render nothing until the theme has loaded: until then there is no result.
    const asking = renderHook(() => useMembershipQuestions(typeAsking('Playing')), { wrapper });
    await waitFor(() => expect(asking.result.current?.hasQuestions).toBe(true));
    const silent = renderHook(() => useMembershipQuestions(typeAskingNothing()), { wrapper });
    await waitFor(() => expect(silent.result.current?.isLoading).toBe(false));
    expect(silent.result.current.hasQuestions).toBe(false);
    const none = renderHook(() => useMembershipQuestions(null), { wrapper });
    await waitFor(() => expect(none.result.current).not.toBeNull());
    expect(none.result.current.hasQuestions).toBe(false);
  });

  it('groups as fieldsets, defaults prefilled; a required question unanswered holds Save and continue back', async () => {
    await logInAsDemoCustomer();
    const user = userEvent.setup();
    const onCompleted = vi.fn();
    renderWithProviders(
      <AdditionalDetailsSection membershipTypeId={typeAsking('Playing')} onCompleted={onCompleted} />,
    );

    expect(
      await screen.findByText('The membership you selected requires some additional information about you.'),
    ).toBeInTheDocument();
    const playing = screen.getByRole('group', { name: 'Playing' });
    expect(within(playing).getByRole('textbox', { name: 'Sessions a week' })).toHaveValue('1');
    const save = screen.getByRole('button', { name: 'Save and continue' });
    expect(save).toHaveAttribute('aria-disabled', 'true');

    await user.click(save);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Sports you play is required.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Playing level is required.' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Playing level' })).toHaveAccessibleDescription(
      'Error: Playing level is required.',
    );
    expect(onCompleted).not.toHaveBeenCalled();

    await user.click(within(playing).getByRole('checkbox', { name: 'Squash' }));
    await user.click(within(playing).getByRole('checkbox', { name: 'Tennis' }));
    await user.selectOptions(within(playing).getByRole('combobox', { name: 'Playing level' }), 'Club player');
    await user.clear(within(playing).getByRole('textbox', { name: 'Sessions a week' }));
    await user.type(within(playing).getByRole('textbox', { name: 'Sessions a week' }), '3');
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.click(save);

    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(savedAnswers(typeAsking('Playing'))).toEqual({
      racquets_sports: ['squash', 'tennis'],
      racquets_level: 'club',
      racquets_sessions: 3,
    });
  });

  it('sends dates as YYYY-MM-DD and a lone tick as a list, and prefills saved answers next time', async () => {
    await logInAsDemoCustomer();
    const user = userEvent.setup();
    const typeId = typeAsking('Your family');
    const onCompleted = vi.fn();
    const { unmount } = renderWithProviders(
      <AdditionalDetailsSection membershipTypeId={typeId} onCompleted={onCompleted} />,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Number of children' }), '2');
    const birthday = screen.getByRole('textbox', { name: "Youngest child's date of birth" });
    await user.type(birthday, '31/02/2020');
    await user.tab();
    await user.tab();
    expect(birthday).toHaveAccessibleDescription('Error: Date must be valid.');
    await user.clear(birthday);
    await user.type(birthday, '09/07/2020');
    await user.click(
      screen.getByRole('checkbox', { name: 'An adult will supervise children under 8 in the water at all times' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(savedAnswers(typeId)).toEqual({
      family_children: 2,
      family_youngest_birthday: '2020-07-09',
      family_supervision: ['agreed'],
    });
    unmount();

    renderWithProviders(<AdditionalDetailsSection membershipTypeId={typeId} onCompleted={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: "Youngest child's date of birth" })).toHaveValue('09/07/2020');
    expect(screen.getByRole('textbox', { name: 'Number of children' })).toHaveValue('2');
  });

  it('the failure messages: validation messages from the server, and the generic one', async () => {
    await logInAsDemoCustomer();
    const user = userEvent.setup();
    const typeId = typeAsking('Playing');
    const questionId = (
      sandbox().services.db.prepare("SELECT id FROM membership_questions WHERE reference = 'racquets_level'").get() as {
        id: number;
      }
    ).id;
    const onCompleted = vi.fn();
    renderWithProviders(<AdditionalDetailsSection membershipTypeId={typeId} onCompleted={onCompleted} />);
    const playing = await screen.findByRole('group', { name: 'Playing' });
    await user.click(within(playing).getByRole('checkbox', { name: 'Badminton' }));
    await user.selectOptions(within(playing).getByRole('combobox', { name: 'Playing level' }), 'Beginner');

    const failNextSave = (status: number, errors?: Record<string, string[]>) =>
      injectFault({ path: `/custom-questions/memberships/${typeId}`, method: 'POST', status, errors });
    failNextSave(422, { [`answers.${questionId}`]: ['Choose one of the options for Playing level.'] });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Error occurred while submitting your answers.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Playing level' })).toHaveAccessibleDescription(
      'Error: Choose one of the options for Playing level.',
    );

    failNextSave(500);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Something has gone wrong, please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Error occurred while submitting your answers.')).not.toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
  });
});
