// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The zod-free view of the contract that front ends call the API with (decision 0903): each endpoint keeps only
// what a request needs, and its type carries the full definition for params, query, body and answer types.
import type { ContractRoutes } from './routeTypes.ts';

export const routes: ContractRoutes = {
  site: {
    getTheme: { id: 'getTheme', method: 'GET', path: '/frontend/theme' },
    getClient: { id: 'getClient', method: 'GET', path: '/client' },
    getFooter: { id: 'getFooter', method: 'GET', path: '/activities/footer' },
    listVenues: { id: 'listVenues', method: 'GET', path: '/activities/venues' },
    getVenue: { id: 'getVenue', method: 'GET', path: '/activities/venues/{venue}' },
    listJoiningVenues: { id: 'listJoiningVenues', method: 'GET', path: '/venues/online-joining' },
    getJoiningVenue: { id: 'getJoiningVenue', method: 'GET', path: '/venues/online-joining/{venue}' },
  },
  auth: {
    login: { id: 'login', method: 'POST', path: '/auth/customer/login' },
    logout: { id: 'logout', method: 'POST', path: '/auth/logout' },
    getUser: { id: 'getUser', method: 'GET', path: '/auth/user' },
    register: { id: 'register', method: 'POST', path: '/auth/customer/register' },
    forgottenPassword: { id: 'forgottenPassword', method: 'POST', path: '/auth/customer/forgotten-password' },
    resetPassword: { id: 'resetPassword', method: 'POST', path: '/auth/customer/reset-password' },
    updateUser: { id: 'updateUser', method: 'PUT', path: '/my-account/user/update' },
    getDataFields: { id: 'getDataFields', method: 'GET', path: '/data-fields' },
    getAccountTerms: { id: 'getAccountTerms', method: 'GET', path: '/terms/account' },
  },
  memberships: {
    listMembershipTypes: { id: 'listMembershipTypes', method: 'GET', path: '/memberships/types' },
    getMembershipCosts: {
      id: 'getMembershipCosts',
      method: 'GET',
      path: '/memberships/types/{typeId}/payment-options/{optionId}',
    },
    validatePromotion: {
      id: 'validatePromotion',
      method: 'GET',
      path: '/v1/membership-promotions/validate/{code}/{paymentOptionId}',
    },
    listChangeOptions: { id: 'listChangeOptions', method: 'GET', path: '/memberships/{membershipId}/change' },
    getChangeCosts: { id: 'getChangeCosts', method: 'GET', path: '/memberships/{membershipId}/change/{optionId}' },
    storeMembershipChange: {
      id: 'storeMembershipChange',
      method: 'POST',
      path: '/memberships/{membershipId}/change/store',
    },
    renewMembership: { id: 'renewMembership', method: 'POST', path: '/memberships/{membershipId}/renew' },
    getCustomQuestions: { id: 'getCustomQuestions', method: 'GET', path: '/custom-questions/memberships/{typeId}' },
    saveCustomAnswers: { id: 'saveCustomAnswers', method: 'POST', path: '/custom-questions/memberships/{typeId}' },
    getDirectDebitTerms: { id: 'getDirectDebitTerms', method: 'GET', path: '/terms/direct-debit' },
    getHealthCommitment: {
      id: 'getHealthCommitment',
      method: 'GET',
      path: '/terms/membership/{typeId}/health-commitment',
    },
    getMembershipTerms: { id: 'getMembershipTerms', method: 'GET', path: '/terms/membership/{typeId}' },
    listCheckoutTerms: { id: 'listCheckoutTerms', method: 'GET', path: '/terms' },
    listMyMemberships: { id: 'listMyMemberships', method: 'GET', path: '/my-account/memberships' },
  },
  joining: {
    getJoiningCart: { id: 'getJoiningCart', method: 'GET', path: '/memberships/online-joining' },
    storeJoiningCart: { id: 'storeJoiningCart', method: 'POST', path: '/memberships/online-joining/store' },
    clearJoiningCart: { id: 'clearJoiningCart', method: 'DELETE', path: '/cart/clear' },
  },
  activities: {
    listActivityCategories: { id: 'listActivityCategories', method: 'GET', path: '/activities/categories' },
    listVenueActivities: { id: 'listVenueActivities', method: 'GET', path: '/activities/venues/{venue}/activities' },
    getTimetable: { id: 'getTimetable', method: 'GET', path: '/activities/timetable' },
    getSession: { id: 'getSession', method: 'GET', path: '/activities/sessions/{sessionId}' },
    bookIncludedSession: { id: 'bookIncludedSession', method: 'POST', path: '/activities/sessions/{sessionId}/book' },
    listWeeklyOccurrences: {
      id: 'listWeeklyOccurrences',
      method: 'GET',
      path: '/activities/sessions/{sessionId}/weekly-occurrences',
    },
    listAttendees: { id: 'listAttendees', method: 'GET', path: '/activities/attendees' },
    listMyBookings: { id: 'listMyBookings', method: 'GET', path: '/my-account/bookings' },
    cancelMyBooking: { id: 'cancelMyBooking', method: 'POST', path: '/my-account/bookings/{bookingId}/cancel' },
  },
  cart: {
    getCart: { id: 'getCart', method: 'GET', path: '/cart' },
    discardCart: { id: 'discardCart', method: 'DELETE', path: '/cart' },
    addToCart: { id: 'addToCart', method: 'POST', path: '/cart/add' },
    removeFromCart: { id: 'removeFromCart', method: 'POST', path: '/cart/remove' },
    updateCartItem: { id: 'updateCartItem', method: 'PUT', path: '/cart/{cartItemId}' },
    removeCartBenefit: { id: 'removeCartBenefit', method: 'DELETE', path: '/activities/benefit/remove/{cartItemId}' },
    removeCartPackageUsage: {
      id: 'removeCartPackageUsage',
      method: 'DELETE',
      path: '/activities/package/remove/{cartItemId}',
    },
    extendCartHolds: { id: 'extendCartHolds', method: 'POST', path: '/cart/extend-holds' },
    setCartPayment: { id: 'setCartPayment', method: 'POST', path: '/cart/payments' },
  },
  orders: {
    getOrder: { id: 'getOrder', method: 'GET', path: '/orders/{orderId}' },
  },
  account: {
    listMyPackages: { id: 'listMyPackages', method: 'GET', path: '/my-account/packages' },
    getMyGuestPasses: { id: 'getMyGuestPasses', method: 'GET', path: '/my-account/guest-passes' },
    issueGuestPass: { id: 'issueGuestPass', method: 'POST', path: '/my-account/guest-passes' },
    cancelGuestPass: { id: 'cancelGuestPass', method: 'DELETE', path: '/my-account/guest-passes/{id}' },
    listMyPayments: { id: 'listMyPayments', method: 'GET', path: '/my-account/payments' },
    listSavedCards: { id: 'listSavedCards', method: 'GET', path: '/my-account/saved-cards' },
    deleteSavedCard: { id: 'deleteSavedCard', method: 'DELETE', path: '/my-account/saved-cards/{id}' },
  },
  geocoding: {
    geocodePlaces: {
      id: 'geocodePlaces',
      method: 'GET',
      path: '/geocoding/v5/mapbox.places/{query}.json',
      envelope: false,
    },
  },
  checkout: {
    prepareCheckout: { id: 'prepareCheckout', method: 'GET', path: '/checkout/prepare' },
    authorisePayment: { id: 'authorisePayment', method: 'POST', path: '/checkout/authorise' },
    completeCheckout: { id: 'completeCheckout', method: 'POST', path: '/checkout/complete' },
    payAtFrontOfHouse: { id: 'payAtFrontOfHouse', method: 'POST', path: '/checkout/pay' },
  },
  reports: {
    submitCspReports: { id: 'submitCspReports', method: 'POST', path: '/csp-reports' },
  },
  waitingList: {
    getSessionWaitingList: {
      id: 'getSessionWaitingList',
      method: 'GET',
      path: '/activities/sessions/{sessionId}/waiting-list',
    },
    joinWaitingList: { id: 'joinWaitingList', method: 'POST', path: '/activities/sessions/{sessionId}/waiting-list' },
    leaveWaitingList: {
      id: 'leaveWaitingList',
      method: 'DELETE',
      path: '/activities/sessions/{sessionId}/waiting-list',
    },
    listMyWaitingList: { id: 'listMyWaitingList', method: 'GET', path: '/my-account/waiting-list' },
  },
};
