import type { ContractExample } from '../contractExample.ts';

/** Examples for the my-account packages, guest passes, payments, saved cards, geocoding. */
export const accountExamples: ContractExample[] = [];
