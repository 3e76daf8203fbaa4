/**
 * Cache tags of the shared API. A tag is `{ type, id }`: the id of one item (a venue's id, an order's id), or
 * LIST for "the list of them". A query of a list provides each item's tag and the LIST tag; a mutation that
 * adds or removes items invalidates LIST, one that changes an item invalidates that item's tag. A type is listed
 * once an endpoint (src/endpoints/) provides it.
 */
export const apiTagTypes = [
  'User',
  'Theme',
  'Client',
  'Footer',
  'Venue',
  'MembershipType',
  'Membership',
  'DataField',
  'Question',
  'JoiningCart',
  'Cart',
  'Order',
  'ActivityCategory',
  'Activity',
  'Timetable',
  'Session',
  'WaitingList',
  'Payment',
  'SavedCard',
  'MyBooking',
  'MyMembership',
  'MyPackage',
  'CalendarFeed',
  'GuestPass',
  'MembershipDocument',
  'DirectDebit',
  'StaffCustomer',
  'Household',
  'Lesson',
] as const;

export type ApiTagType = (typeof apiTagTypes)[number];

export const LIST = 'LIST';

export interface ApiTag<T extends ApiTagType = ApiTagType> {
  type: T;
  id: string | number;
}

export const listTag = <T extends ApiTagType>(type: T): ApiTag<T> => ({ type, id: LIST });

/** Tags for one item: its own and its list's LIST, so the item and every list holding it are read again. */
export const itemTags = <T extends ApiTagType>(type: T, id: string | number): ApiTag<T>[] => [
  { type, id },
  listTag(type),
];

/** Tags for a list answer: one per item plus LIST; just LIST when the call failed. */
export function listTags<T extends ApiTagType, Item>(
  type: T,
  items: readonly Item[] | undefined,
  idOf: (item: Item) => string | number = (item) => (item as { id: string | number }).id,
): ApiTag<T>[] {
  return [...(items ?? []).map((item) => ({ type, id: idOf(item) })), listTag(type)];
}
