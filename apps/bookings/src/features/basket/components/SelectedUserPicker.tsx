import { useListAttendeesQuery } from '@leisure/api-client/endpoints/activitiesApi';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { selectedUserChanged, selectSelectedUserId } from '@leisure/basket';
import { SelectField } from '@leisure/ui';

/** Says who is offered: the attendees list is the customer's household (docs/decisions/0313, 0422). */
export const basketForHint = 'You and your family: the people in your household on the Family page of My account.';

/**
 * "Basket for": a customer in a household (docs/decisions/0313) keeps a basket for each person they may book for;
 * choosing one loads it (docs/product/platform.md §4). Hidden when there is no one else to choose, as for a
 * customer in no household: sharing an email address with another account offers nobody (decision 0422).
 */
export function SelectedUserPicker() {
  const dispatch = useAppDispatch();
  const selectedUserId = useAppSelector(selectSelectedUserId);
  const { data: attendees = [] } = useListAttendeesQuery();
  if (attendees.length < 2) return null;
  const self = attendees.find((attendee) => attendee.isSelf);
  return (
    <SelectField
      label="Basket for"
      hint={basketForHint}
      width="medium"
      value={String(selectedUserId ?? self?.id ?? '')}
      options={attendees.map((attendee) => ({
        value: String(attendee.id),
        label: attendee.isSelf ? `${attendee.name} (you)` : attendee.name,
      }))}
      onChange={(event) => {
        const id = Number(event.target.value);
        dispatch(selectedUserChanged(id === self?.id ? null : id));
      }}
    />
  );
}
