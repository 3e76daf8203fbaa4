import type { ContractExample } from '../contractExample.ts';

/** Examples for the activities, sessions, bookings, checkout cart, orders. */
export const activityExamples: ContractExample[] = [];
