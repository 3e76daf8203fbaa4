/** The lessons pages in bookings (docs/decisions/0594-lessons-in-bookings.md). */
export const LESSONS_PATH = '/lessons';
export const lessonClassPath = (id: number): string => `/lessons/classes/${id}`;
export const enrolPath = (id: number): string => `/lessons/classes/${id}/enrol`;
export const waitingListPath = (id: number): string => `/lessons/classes/${id}/waiting-list`;
export const enrolmentQueuePath = (id: number): string => `/lessons/classes/${id}/queue`;

/** The basket (bookings' own route), where a block of lessons by card is paid (docs/decisions/0599). */
export const BASKET_PATH = '/basket';
