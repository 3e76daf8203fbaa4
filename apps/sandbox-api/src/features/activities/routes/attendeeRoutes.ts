import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { forbidden } from '../../../http/apiError.ts';
import { findPerson, linkedPeople } from '../eligibility/people.ts';

export const attendeeRoutes = [
  implement(contract.activities.listAttendees, ({ db, user }) => {
    const self = findPerson(db, user!.id);
    if (!self) throw forbidden();
    return linkedPeople(db, self).map((person) => ({
      id: person.id,
      name: person.name,
      dateOfBirth: person.dateOfBirth,
      isSelf: person.id === self.id,
    }));
  }),
];
