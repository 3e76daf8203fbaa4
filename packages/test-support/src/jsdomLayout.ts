// jsdom lays nothing out, so it has no Element.scrollIntoView, which every browser has; code that brings an element
// into view (a booking linked to by the address, a failed field) throws in a test where it cannot in a browser, and
// whether the test sees the throw depends on timing: my-account's "follows a use to the Bookings page" passed on an
// idle machine and failed under load once the list it links into arrived before the test's last look. A no-op
// stands in, before every React test file (but those that ask for Node's environment, which has no Element: the
// host's Vite builds).
if (typeof Element === 'function') Element.prototype.scrollIntoView = function scrollIntoView() {};
