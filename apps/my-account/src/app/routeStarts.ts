import { directDebitApi } from '@leisure/api-client/endpoints/directDebitApi';
import { documentsApi } from '@leisure/api-client/endpoints/documentsApi';
import { guestPassesApi } from '@leisure/api-client/endpoints/guestPassesApi';
import { householdApi } from '@leisure/api-client/endpoints/householdApi';
import { lessonsApi } from '@leisure/api-client/endpoints/lessonsApi';
import { myBookingsApi } from '@leisure/api-client/endpoints/myBookingsApi';
import { myMembershipsApi } from '@leisure/api-client/endpoints/myMembershipsApi';
import { myPackagesApi } from '@leisure/api-client/endpoints/myPackagesApi';
import { paymentsApi } from '@leisure/api-client/endpoints/paymentsApi';
import { savedCardsApi } from '@leisure/api-client/endpoints/savedCardsApi';
import { siteApi } from '@leisure/api-client/endpoints/siteApi';
import { LoginPage, RegisterPage, type RouteStart, type RouteStartContext } from '@leisure/layout';
import { BookingsPage, BOOKINGS_PER_PAGE } from '../features/bookings/index.ts';
import { DashboardPage, NEXT_BOOKINGS_SHOWN } from '../features/dashboard/index.ts';
import { DirectDebitPage } from '../features/directDebit/index.ts';
import { MembershipDocumentPage } from '../features/documents/index.ts';
import { FamilyPage } from '../features/family/index.ts';
import { GuestPassesPage } from '../features/guestPasses/index.ts';
import { LessonOfferPage, LessonsPage, MakeUpPage } from '../features/lessons/index.ts';
import { MembershipCardPage } from '../features/membershipCard/index.ts';
import { CancelMembershipPage, FreezeMembershipPage, MembershipsPage } from '../features/memberships/index.ts';
import { PackagesPage } from '../features/packages/index.ts';
import { PAYMENTS_PER_PAGE, PaymentReceiptPage, PaymentsPage } from '../features/payments/index.ts';
import { UserDetailsPage } from '../features/userDetails/index.ts';

type Start = (context: RouteStartContext) => void;

/** Every account page is a logged-in customer's: a visitor is sent to log in, and nothing is asked for them. */
const whenLoggedIn =
  (start: Start): Start =>
  (context) => {
    if (context.loggedIn) start(context);
  };

/** The path's id, as the pages take it (`/^\d{1,9}$/`, from 1); undefined for any other, which shows not-found. */
function idFrom(value: string | undefined): number | undefined {
  const id = Number(value);
  return value !== undefined && /^\d{1,9}$/.test(value) && id >= 1 ? id : undefined;
}

const memberships: Start = ({ dispatch }) =>
  void dispatch(myMembershipsApi.util.prefetch('listMyMemberships', undefined, {}));
const lessons: Start = ({ dispatch }) => void dispatch(lessonsApi.util.prefetch('getMyLessons', undefined, {}));
const directDebit: Start = ({ dispatch }) =>
  void dispatch(directDebitApi.util.prefetch('getMyDirectDebit', undefined, {}));

/** A list's first page, which is what opens without `?page=`; another page is left for the page to ask. */
const bookingsList =
  (status: 'past' | 'upcoming'): Start =>
  ({ dispatch, search }) => {
    if (search.has('page')) return;
    const query = { status, page: 1, perPage: BOOKINGS_PER_PAGE };
    void dispatch(myBookingsApi.util.prefetch('listMyBookings', { query }, {}));
  };

/**
 * The account's routes (AppRoutes.tsx), each with its page and the calls its first screen makes, started with the
 * front end's code (docs/decisions/0039). `routeStarts.test.tsx` holds each to what its page asks for.
 */
export const routeStarts: readonly RouteStart[] = [
  {
    path: '',
    page: DashboardPage,
    data: whenLoggedIn((context) => {
      memberships(context);
      lessons(context);
      const query = { status: 'upcoming' as const, page: 1, perPage: NEXT_BOOKINGS_SHOWN };
      void context.dispatch(myBookingsApi.util.prefetch('listMyBookings', { query }, {}));
    }),
  },
  { path: 'user-details', page: UserDetailsPage },
  { path: 'memberships', page: MembershipsPage, data: whenLoggedIn(memberships) },
  { path: 'memberships/:membershipId/freeze', page: FreezeMembershipPage, data: whenLoggedIn(memberships) },
  { path: 'memberships/:membershipId/cancel', page: CancelMembershipPage, data: whenLoggedIn(memberships) },
  {
    path: 'memberships/:membershipId/document',
    page: MembershipDocumentPage,
    data: whenLoggedIn(({ dispatch, params }) => {
      const membershipId = idFrom(params.membershipId);
      if (membershipId === undefined) return;
      void dispatch(documentsApi.util.prefetch('getMembershipDocument', { params: { membershipId } }, {}));
    }),
  },
  { path: 'membership-card', page: MembershipCardPage, data: whenLoggedIn(memberships) },
  {
    path: 'packages',
    page: PackagesPage,
    data: whenLoggedIn(({ dispatch }) => void dispatch(myPackagesApi.util.prefetch('listMyPackages', undefined, {}))),
  },
  { path: 'bookings', page: BookingsPage, data: whenLoggedIn(bookingsList('past')) },
  { path: 'bookings/upcoming', page: BookingsPage, data: whenLoggedIn(bookingsList('upcoming')) },
  {
    path: 'family',
    page: FamilyPage,
    data: whenLoggedIn(({ dispatch }) => void dispatch(householdApi.util.prefetch('getMyHousehold', undefined, {}))),
  },
  { path: 'lessons', page: LessonsPage, data: whenLoggedIn(lessons) },
  {
    path: 'lessons/offers/:offerId',
    page: LessonOfferPage,
    data: whenLoggedIn((context) => {
      lessons(context);
      directDebit(context);
    }),
  },
  {
    path: 'lessons/credits/:creditId/make-up',
    page: MakeUpPage,
    data: whenLoggedIn((context) => {
      lessons(context);
      const id = idFrom(context.params.creditId);
      if (id !== undefined) void context.dispatch(lessonsApi.util.prefetch('getMakeUpLessons', { params: { id } }, {}));
    }),
  },
  {
    path: 'guest-passes',
    page: GuestPassesPage,
    data: whenLoggedIn(({ dispatch }) => {
      void dispatch(guestPassesApi.util.prefetch('getMyGuestPasses', undefined, {}));
      void dispatch(siteApi.util.prefetch('listVenues', undefined, {}));
    }),
  },
  {
    path: 'payments',
    page: PaymentsPage,
    data: whenLoggedIn(({ dispatch, search }) => {
      void dispatch(savedCardsApi.util.prefetch('listSavedCards', undefined, {}));
      if (search.has('page')) return;
      void dispatch(
        paymentsApi.util.prefetch('listMyPayments', { query: { page: 1, perPage: PAYMENTS_PER_PAGE } }, {}),
      );
    }),
  },
  {
    path: 'payments/:paymentId/receipt',
    page: PaymentReceiptPage,
    data: whenLoggedIn(({ dispatch, params }) => {
      const id = idFrom(params.paymentId);
      if (id !== undefined) void dispatch(paymentsApi.util.prefetch('getMyPaymentReceipt', { params: { id } }, {}));
    }),
  },
  { path: 'payments/direct-debit', page: DirectDebitPage, data: whenLoggedIn(directDebit) },
  { path: 'login', page: LoginPage },
  { path: 'register', page: RegisterPage },
];
