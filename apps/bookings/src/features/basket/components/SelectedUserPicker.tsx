import { useListAttendeesQuery } from '@leisure/api-client/endpoints/activitiesApi';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { selectedUserChanged, selectSelectedUserId } from '@leisure/basket';
import { SelectField } from '@leisure/ui';

/**
 * "Basket for": a customer with linked accounts (decision 0303) keeps a basket for each; choosing one loads it
 * (docs/product/platform.md §4). Hidden when there is no one else to choose.
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
