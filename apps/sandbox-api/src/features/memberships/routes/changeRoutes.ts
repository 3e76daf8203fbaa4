import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { invalid } from '../../../http/apiError.ts';
import { typesSoldAt } from '../repository/membershipTypeRepository.ts';
import { startDateProblem } from '../pricing/startDateRules.ts';
import { membershipTypeView, type TypeViewContext } from '../views/membershipTypeView.ts';
import { heldMembershipView } from '../views/heldMembershipView.ts';
import {
  changePrice,
  changeTargetProblem,
  findChangeTarget,
  loadChangeSubject,
  quoteChange,
} from '../held/changeQuote.ts';

export const changeRoutes = [
  implement(contract.memberships.listChangeOptions, ({ db, clock, user, params }) => {
    const subject = loadChangeSubject(db, clock, user!, params.membershipId);
    const homeVenueId = subject.membership.homeVenueId;
    const context: TypeViewContext = {
      db,
      buyer: subject.buyer,
      venueId: homeVenueId,
      includeOption: (option) => option.paymentType === 'recurring' && option.id !== subject.currentOption.id,
      quote: (type, option, price) => quoteChange(subject, { type, option }, homeVenueId, price, subject.window.min),
    };
    return {
      membership: heldMembershipView(db, subject.membership, subject.today),
      startsAt: subject.window,
      membershipTypes: typesSoldAt(db, homeVenueId)
        .map((type) => membershipTypeView(context, type))
        .filter((type) => type.paymentOptions.length > 0),
    };
  }),

  implement(contract.memberships.getChangeCosts, ({ db, clock, user, params, query }) => {
    const subject = loadChangeSubject(db, clock, user!, params.membershipId);
    const target = findChangeTarget(db, params.optionId);
    const homeVenueId = subject.membership.homeVenueId;
    const problem = changeTargetProblem(db, subject, target.type, target.option, homeVenueId);
    if (problem) throw invalid({ membershipTypeId: [problem] });
    const startsAt = query.startsAt ?? subject.window.min;
    const dateProblem = startDateProblem(startsAt, subject.window, subject.today);
    if (dateProblem) throw invalid({ startsAt: [dateProblem] });
    return quoteChange(subject, target, homeVenueId, changePrice(subject, target.option, homeVenueId), startsAt);
  }),
];
