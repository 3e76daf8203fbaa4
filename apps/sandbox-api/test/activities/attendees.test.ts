import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db } = useBookingSandbox();

describe('who a customer may book for', () => {
  it('lists the customer first, then their household; sharing an email adds nobody (decision 0313)', async () => {
    const parent = addPerson(db(), { firstName: 'Ngozi', email: 'The.Okafors@example.com', dateOfBirth: '1980-01-01' });
    const child = addPerson(db(), { firstName: 'Ada', email: 'the.okafors@example.com', dateOfBirth: '2014-02-02' });
    makeHousehold(db(), parent, { children: [child] });
    addPerson(db(), { firstName: 'Sharer', email: 'the.okafors@example.com' });
    const { status, json } = await api.call(contract.activities.listAttendees, { token: parent.token });
    expect(status).toBe(200);
    expect(json.data).toEqual([
      { id: parent.id, name: parent.name, dateOfBirth: '1980-01-01', isSelf: true },
      { id: child.id, name: child.name, dateOfBirth: '2014-02-02', isSelf: false },
    ]);
  });

  it('gives front-of-house staff themselves only, and visitors a 401', async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const { json } = await api.call(contract.activities.listAttendees, { token: staff.token });
    expect(json.data.map((person: { id: number }) => person.id)).toEqual([staff.id]);
    expect((await api.call(contract.activities.listAttendees)).status).toBe(401);
  });
});
