import type { ContractExample } from '../contractExample.ts';

/** Examples for the auth endpoints (auth, users, data fields). */
export const authExamples: ContractExample[] = [];
