import type { ContractExample } from '../contractExample.ts';
import { siteExamples } from './site.examples.ts';

/** Each domain's examples; a domain adds its file here. */
export const contractExamples: ContractExample[] = [...siteExamples];
