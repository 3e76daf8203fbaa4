import { describe, expect, it } from 'vitest';
import { contract, type QuestionGroup } from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';
import { createCustomer } from './support/customers.ts';

const t = usePinnedSandbox();
const { memberships, joining } = contract;

const groupsOf = async (slug: string, token?: string) =>
  (
    await t.api.call<{ data: QuestionGroup[] }>(memberships.getCustomQuestions, {
      params: { typeId: t.seeded.typeId(slug) },
      token,
    })
  ).json.data;

const answer = (slug: string, token: string, answers: { questionId: number; answer: unknown }[]) =>
  t.api.call(memberships.saveCustomAnswers, { params: { typeId: t.seeded.typeId(slug) }, token, body: { answers } });

describe('additional questions', () => {
  it('come in groups, and some memberships ask none', async () => {
    expect(await groupsOf('gym-anywhere')).toEqual([]);
    const groups = await groupsOf('junior-swim-and-sport');
    expect(groups.map((group) => group.title)).toEqual(['Parent or guardian', 'Medical information']);
    expect(groups[0]!.questions[0]).toEqual({
      id: t.seeded.questionId('guardian_name'),
      reference: 'guardian_name',
      label: 'Parent or guardian name',
      type: 'text',
      options: [],
      placeholder: null,
      isRequired: true,
      default: null,
      answer: null,
    });
  });

  it('cover every question type across the catalogue', async () => {
    const slugs = [
      'premium-anywhere',
      'swim-only',
      'junior-swim-and-sport',
      'student-gym',
      'racquets-club',
      'family-swim',
    ];
    const types = new Set<string>();
    for (const slug of slugs)
      for (const group of await groupsOf(slug)) for (const question of group.questions) types.add(question.type);
    expect([...types].sort()).toEqual(['checkbox', 'date', 'multi_select', 'number', 'select', 'text']);
  });

  it('answers 404 for an unknown membership', async () => {
    expect((await t.api.call(memberships.getCustomQuestions, { params: { typeId: 99999 } })).status).toBe(404);
  });
});

describe('saving answers', () => {
  const q = (reference: string) => t.seeded.questionId(reference);

  it('needs every required question answered', async () => {
    const { token } = createCustomer(t.running);
    const result = await answer('student-gym', token, [{ questionId: q('place_of_study'), answer: '  ' }]);
    expect(result.status).toBe(422);
    expect(result.json).toEqual({
      message: 'Error occurred while submitting your answers.',
      errors: {
        [`answers.${q('place_of_study')}`]: ['Place of study is required.'],
        [`answers.${q('student_id')}`]: ['Student ID number is required.'],
        [`answers.${q('course_end_date')}`]: ['Course end date is required.'],
      },
    });
  });

  it('checks dates, choices and numbers', async () => {
    const { token } = createCustomer(t.running);
    const dates = await answer('student-gym', token, [
      { questionId: q('place_of_study'), answer: 'University of Leeds' },
      { questionId: q('student_id'), answer: 'S1234567' },
      { questionId: q('course_end_date'), answer: '30/06/2027' },
    ]);
    expect(dates.json.errors).toEqual({ [`answers.${q('course_end_date')}`]: ['Date must be valid.'] });

    const racquets = await answer('racquets-club', token, [
      { questionId: q('racquets_sports'), answer: ['squash', 'padel'] },
      { questionId: q('racquets_level'), answer: 'pro' },
      { questionId: q('racquets_sessions'), answer: 'twice' },
    ]);
    expect(racquets.json.errors).toEqual({
      [`answers.${q('racquets_sports')}`]: ['Choose from the options for Sports you play.'],
      [`answers.${q('racquets_level')}`]: ['Choose one of the options for Playing level.'],
      [`answers.${q('racquets_sessions')}`]: ['Sessions a week must be a number.'],
    });
  });

  it('rejects answers to questions the membership does not ask', async () => {
    const { token } = createCustomer(t.running);
    const result = await answer('family-swim', token, [{ questionId: q('student_id'), answer: 'S1' }]);
    expect(result.json.errors).toMatchObject({
      [`answers.${q('student_id')}`]: ['This question is not asked for this membership.'],
    });
  });

  it('stores valid answers, shows them back, and completes the cart', async () => {
    const { token } = createCustomer(t.running);
    await t.api.call(joining.storeJoiningCart, {
      token,
      body: {
        homeVenueId: t.seeded.venueId('leeds-city'),
        membershipTypeId: t.seeded.typeId('racquets-club'),
        paymentOptionId: t.seeded.optionId('racquets-club', 'fixed'),
        startDate: '2026-03-10',
      },
    });
    const before = await t.api.call(joining.getJoiningCart, { token });
    expect(before.json.data).toMatchObject({ hasQuestions: true, answersComplete: false });

    const saved = await answer('racquets-club', token, [
      { questionId: q('racquets_sports'), answer: ['squash', 'badminton', 'squash'] },
      { questionId: q('racquets_level'), answer: 'club' },
      { questionId: q('racquets_sessions'), answer: '2' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({
      answersComplete: true,
      answers: [
        { questionId: q('racquets_sports'), answer: ['squash', 'badminton'] },
        { questionId: q('racquets_level'), answer: 'club' },
        { questionId: q('racquets_sessions'), answer: 2 },
      ],
    });
    const shown = (await groupsOf('racquets-club', token))[0]!.questions.map((question) => question.answer);
    expect(shown).toEqual([['squash', 'badminton'], 'club', 2]);
    const after = await t.api.call(joining.getJoiningCart, { token });
    expect(after.json.data).toMatchObject({ answersComplete: true });

    await t.api.call(joining.clearJoiningCart, { token, body: { source: 'online-joining' } });
    expect((await groupsOf('racquets-club', token))[0]!.questions[0]!.answer).toBeNull();
  });

  it('accepts a lone checkbox ticked as true', async () => {
    const { token } = createCustomer(t.running);
    const result = await answer('family-swim', token, [
      { questionId: q('family_children'), answer: 2 },
      { questionId: q('family_supervision'), answer: true },
      { questionId: q('family_youngest_birthday'), answer: '2019-07-04' },
    ]);
    expect(result.status, JSON.stringify(result.json)).toBe(200);
    const unticked = await answer('family-swim', token, [
      { questionId: q('family_children'), answer: 2 },
      { questionId: q('family_supervision'), answer: false },
    ]);
    expect(unticked.json.errors).toEqual({
      [`answers.${q('family_supervision')}`]: ['Supervision agreement is required.'],
    });
  });

  it('needs a logged-in user', async () => {
    expect((await answer('family-swim', '', [])).status).toBe(401);
  });
});
