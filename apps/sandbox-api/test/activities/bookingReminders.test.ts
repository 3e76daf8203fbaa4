import { describe, expect, it } from 'vitest';
import { contract, type SessionSummary } from '@leisure/api-contract';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { addPerson, leaveSpaces, pickSession, type SessionPick } from '../cart/support/bookingFixtures.ts';
import { makeLeedsMember } from './support/members.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

// Tuesday 10 March 2026, 09:00 in London (GMT until 29 March): booking opens 7 days ahead, 10 for members at the
// venue (docs/decisions/0330-booking-windows.md); reminders: docs/decisions/0335-booking-opens-reminders.md.
const { api, db, clock } = useBookingSandbox();
const { activities, cart } = contract;
const DAY = 24 * 60 * 60_000;

/** A Spin session at Leeds that opens for everyone later (it starts on or after 19 March), with places. */
function laterSpin(skip = 0): SessionPick {
  const spin = pickSession(db(), 'leeds-city', 'Spin', '2026-03-19T00:00:00Z', skip);
  leaveSpaces(db(), spin.id, 5);
  return spin;
}

const opensAt = (session: SessionPick, days: number) => new Date(Date.parse(session.startsAt) - days * DAY);

const remind = (token: string, sessionId: number, purchasedForUserId?: number) =>
  api.call(activities.setSessionReminder, {
    token,
    params: { sessionId },
    body: purchasedForUserId ? { purchasedForUserId } : {},
  });

const unremind = (token: string, sessionId: number, purchasedForUserId?: number) =>
  api.call(activities.cancelSessionReminder, {
    token,
    params: { sessionId },
    ...(purchasedForUserId ? { query: { purchasedForUserId } } : {}),
  });

async function summary(session: SessionPick, token?: string): Promise<SessionSummary> {
  const { json } = await api.call(activities.getTimetable, {
    ...(token ? { token } : {}),
    query: { venue: 'leeds-city', date: session.localDate },
  });
  return (json.data.sessions as SessionSummary[]).find((s) => s.id === session.id)!;
}

interface Sent {
  user_id: number;
  to_address: string;
  subject: string;
  body_text: string;
  link: string;
}
const remindersSent = (userId: number) =>
  db()
    .prepare("SELECT * FROM email_outbox WHERE kind = 'booking-opens-reminder' AND user_id = ? ORDER BY id")
    .all(userId) as unknown as Sent[];

describe('remind me when booking opens', () => {
  it('sets a reminder, shows it only to that person, answers the same one when asked again and cancels it', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const spin = laterSpin();
    const [person, other] = [addPerson(db()), addPerson(db())];
    expect(await summary(spin, person.token)).toMatchObject({ bookable: false, reminderSet: false });

    const first = await remind(person.token, spin.id);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      sessionId: spin.id,
      attendee: { id: person.id, name: person.name },
      sentAt: null,
    });
    expect(Date.parse(first.json.data.opensAt)).toBe(opensAt(spin, 7).getTime());

    const again = await remind(person.token, spin.id);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    const count = db().prepare('SELECT COUNT(*) AS n FROM booking_reminders WHERE session_id = ?').get(spin.id);
    expect(count).toEqual({ n: 1 });

    expect((await summary(spin, person.token)).reminderSet).toBe(true);
    expect((await summary(spin, other.token)).reminderSet).toBe(false);
    expect((await summary(spin)).reminderSet).toBe(false);
    const detail = await api.call(activities.getSession, { token: person.token, params: { sessionId: spin.id } });
    expect(detail.json.data.reminderSet).toBe(true);

    expect((await unremind(person.token, spin.id)).status).toBe(204);
    expect((await summary(spin, person.token)).reminderSet).toBe(false);
    expect((await unremind(person.token, spin.id)).status).toBe(204);
  });

  const refusals: {
    name: string;
    prepare: (person: { id: number }) => number;
    status: number;
    message: RegExp;
  }[] = [
    {
      name: 'booking is open already',
      prepare: () => pickSession(db(), 'leeds-city', 'Spin', '2026-03-11T00:00:00Z').id,
      status: 409,
      message: /^Booking for this session is open now/,
    },
    {
      name: 'the session has started',
      prepare: () =>
        (
          db()
            .prepare(
              `SELECT id FROM activity_sessions WHERE status = 'scheduled' AND starts_at < '2026-03-10T09:00:00Z'
               ORDER BY starts_at DESC LIMIT 1`,
            )
            .get() as { id: number }
        ).id,
      status: 409,
      message: /has started/,
    },
    {
      name: 'the session was cancelled',
      prepare: () => {
        const spin = laterSpin(1);
        db().prepare("UPDATE activity_sessions SET status = 'cancelled' WHERE id = ?").run(spin.id);
        return spin.id;
      },
      status: 409,
      message: /was cancelled/,
    },
    {
      name: 'the person is booked on it (e.g. at reception)',
      prepare: (person) => {
        const spin = laterSpin(2);
        db()
          .prepare(
            `INSERT INTO bookings (session_id, attendee_user_id, booked_by_user_id, pricing_option_name, price_paid,
               created_at) VALUES (?, ?, ?, 'Adult', 0, '2026-03-01T00:00:00Z')`,
          )
          .run(spin.id, person.id, person.id);
        return spin.id;
      },
      status: 409,
      message: /already booked/,
    },
    { name: 'no such session', prepare: () => 99_999_999, status: 404, message: /No such session/ },
  ];

  it.each(refusals)('refuses when $name', async ({ prepare, status, message }) => {
    clock.set('2026-03-10T09:00:00Z');
    const person = addPerson(db());
    const result = await remind(person.token, prepare(person));
    expect(result.status).toBe(status);
    expect(result.json.message).toMatch(message);
  });

  it('asks visitors to log in and refuses someone who is not a linked account', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const spin = laterSpin();
    const visitor = await api.call(activities.setSessionReminder, { params: { sessionId: spin.id }, body: {} });
    expect(visitor.status).toBe(401);
    const [person, stranger] = [addPerson(db()), addPerson(db())];
    expect((await remind(person.token, spin.id, stranger.id)).status).toBe(422);
    expect((await unremind(person.token, spin.id, stranger.id)).status).toBe(422);
  });

  const windows = [
    { who: 'a customer', days: 7, member: false },
    { who: 'a member at the venue', days: 10, member: true },
  ];

  it.each(windows)(
    'emails $who once, when booking opens for them ($days days ahead), and not before',
    async ({ days, member }) => {
      clock.set('2026-03-10T09:00:00Z');
      const spin = laterSpin(3);
      const person = addPerson(db(), { firstName: 'Robin' });
      if (member) makeLeedsMember(db(), person.id);
      expect((await remind(person.token, spin.id)).status).toBe(200);
      const opens = opensAt(spin, days);

      clock.set(new Date(opens.getTime() - 60_000).toISOString());
      await summary(spin, person.token);
      await api.call(cart.getCart, { token: person.token });
      expect(remindersSent(person.id)).toEqual([]);

      clock.set(opens.toISOString());
      await summary(spin);
      await summary(spin, person.token);
      await api.call(activities.getSession, { params: { sessionId: spin.id } });
      await api.call(cart.getCart, { token: person.token });
      const sent = remindersSent(person.id);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ link: `/location/leeds-city?date=${spin.localDate}` });
      expect(sent[0]!.subject).toMatch(/^Booking is open: Spin, \w{3} \d{1,2} Mar at \d\d:\d\d$/);
      expect(sent[0]!.body_text).toMatch(/Spin, .* Leeds City/);
      expect(await summary(spin, person.token)).toMatchObject({ bookable: true, reminderSet: true });
      // Asking again once it is open is refused; the reminder sent stays sent.
      expect((await remind(person.token, spin.id)).json.data.sentAt).not.toBeNull();

      clock.set(new Date(opens.getTime() + DAY).toISOString());
      await summary(spin, person.token);
      expect(remindersSent(person.id)).toHaveLength(1);
    },
  );

  it('does not email a reminder that was cancelled, nor for a session cancelled before booking opened', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const [spin, other] = [laterSpin(4), laterSpin(5)];
    const person = addPerson(db());
    await remind(person.token, spin.id);
    await remind(person.token, other.id);
    await unremind(person.token, spin.id);
    db().prepare("UPDATE activity_sessions SET status = 'cancelled' WHERE id = ?").run(other.id);
    clock.set(opensAt(other, 7).toISOString());
    await api.call(cart.getCart, { token: person.token });
    clock.set(opensAt(spin, 7).toISOString());
    await api.call(cart.getCart, { token: person.token });
    expect(remindersSent(person.id)).toEqual([]);
  });

  it('sets a reminder for a linked account and emails the customer who asked, naming the attendee', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const spin = laterSpin(6);
    const email = 'reminder.family@example.com';
    const [parent, child] = [
      addPerson(db(), { email, firstName: 'Sam' }),
      addPerson(db(), { email, firstName: 'Kit', dateOfBirth: '1995-01-01' }),
    ];
    makeHousehold(db(), parent, { adults: [child] });
    const set = await remind(parent.token, spin.id, child.id);
    expect(set.status).toBe(200);
    expect(set.json.data.attendee).toEqual({ id: child.id, name: child.name });
    expect((await summary(spin, parent.token)).reminderSet).toBe(false);
    const forChild = await api.call(activities.getSession, {
      token: parent.token,
      params: { sessionId: spin.id },
      query: { attendeeId: child.id },
    });
    expect(forChild.json.data.reminderSet).toBe(true);

    clock.set(opensAt(spin, 7).toISOString());
    await summary(spin);
    const sent = remindersSent(parent.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_address).toBe(email);
    expect(sent[0]!.body_text).toContain(`for ${child.name}`);
  });
});
