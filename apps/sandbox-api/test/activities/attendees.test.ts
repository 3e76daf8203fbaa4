import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';

const { api, db } = useBookingSandbox();

describe('who a customer may book for', () => {
  it('lists the customer first, then the accounts sharing their email (decision 0303)', async () => {
    const parent = addPerson(db(), { firstName: 'Ngozi', email: 'The.Okafors@example.com', dateOfBirth: '1980-01-01' });
    const child = addPerson(db(), { firstName: 'Ada', email: 'the.okafors@example.com', dateOfBirth: '2014-02-02' });
    addPerson(db(), { firstName: 'Someone', email: 'someone.else@example.com' });
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
