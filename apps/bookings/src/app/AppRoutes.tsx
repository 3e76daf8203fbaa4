import { lazy } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@leisure/auth';
import { KeptBasketChoice } from '@leisure/basket/keptChoice';
import { LoginPage, NotFoundPage, RegisterPage, SiteLayout } from '@leisure/layout';
import { BasketPage } from '../features/basket/index.ts';
import { LessonClassPage, LessonFinderPage, lessons } from './lessonPages.ts';
import { BookingsHomePage, RedirectToSelectedVenue, VenueFinderPage } from '../features/venueSearch/index.ts';
import { VenuePage } from '../features/venues/index.ts';

// Checkout and its confirmation load on demand: they bring the payment forms (docs/product/bookings.md D24).
const CheckoutRoute = lazy(() =>
  import('../features/checkout/index.ts').then((module) => ({ default: module.CheckoutRoute })),
);
const OrderConfirmationRoute = lazy(() =>
  import('../features/orderConfirmation/index.ts').then((module) => ({ default: module.OrderConfirmationRoute })),
);
// Teachers at poolside, on demand: customers never load it (docs/decisions/0596-teachers-at-poolside.md).
const TeachingDayRoute = lazy(() =>
  import('../features/teaching/index.ts').then((module) => ({ default: module.TeachingDayRoute })),
);
const ClassRegisterRoute = lazy(() =>
  import('../features/teaching/index.ts').then((module) => ({ default: module.ClassRegisterRoute })),
);
// Lessons and courses, on demand: the finder and a class (lessonPages.ts), enrolling and a waiting list (docs/decisions/0594).
const LessonEnrolRoute = lazy(() => lessons().then((module) => ({ default: module.EnrolRoute })));
const LessonWaitingListRoute = lazy(() => lessons().then((module) => ({ default: module.WaitingListRoute })));
const EnrolmentQueueRoute = lazy(() => lessons().then((module) => ({ default: module.EnrolmentQueueRoute })));

function BookingsLayout() {
  return (
    <SiteLayout>
      {/* A visitor's Add to basket, added once they are logged in (docs/product/bookings.md D21). */}
      <KeptBasketChoice />
      <Outlet />
    </SiteLayout>
  );
}

/** The bookings routes of docs/product/platform.md §2 built so far; every other path is not-found (docs/product/platform.md D2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<BookingsLayout />}>
        <Route index element={<BookingsHomePage />} />
        {/* The finder whoever is logged in: Change venue (docs/decisions/0021-map-places-and-tile-style.md). */}
        <Route path="venues" element={<VenueFinderPage />} />
        <Route path="location/:venueSlug" element={<VenuePage />} />
        <Route path="redirect-to-selected-venue" element={<RedirectToSelectedVenue />} />
        <Route
          path="basket"
          element={
            <RequireAuth>
              <BasketPage />
            </RequireAuth>
          }
        />
        <Route path="checkout" element={<CheckoutRoute />} />
        <Route path="order-confirmed/:orderId" element={<OrderConfirmationRoute />} />
        <Route path="lessons" element={<LessonFinderPage />} />
        <Route path="lessons/classes/:id" element={<LessonClassPage />} />
        <Route path="lessons/classes/:id/enrol" element={<LessonEnrolRoute />} />
        <Route path="lessons/classes/:id/waiting-list" element={<LessonWaitingListRoute />} />
        <Route path="lessons/classes/:id/queue" element={<EnrolmentQueueRoute />} />
        <Route path="teaching" element={<TeachingDayRoute />} />
        <Route path="teaching/classes/:classId/:date" element={<ClassRegisterRoute />} />
        {/* Staff start on their desk's venue (docs/decisions/0025), a teacher on their classes (decision 0596). */}
        <Route
          path="login"
          element={
            <LoginPage
              registerPath="/register"
              staffLanding={(venue) => `/location/${venue}`}
              teacherLanding="/teaching"
            />
          }
        />
        <Route path="register" element={<RegisterPage source="bookings" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
