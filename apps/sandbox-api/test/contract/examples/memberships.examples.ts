import type { ContractExample } from '../contractExample.ts';

/** Examples for the memberships, joining cart, custom questions, terms. */
export const membershipExamples: ContractExample[] = [];
