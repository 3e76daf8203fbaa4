import type { Coverage, PaymentOption } from '@leisure/api-contract';

const periodWords: Record<string, [string, string]> = {
  day: ['day', 'days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  year: ['year', 'years'],
};

/** "per month" for a monthly option; "for 12 months" for a single payment. */
export function paymentDuration(option: Pick<PaymentOption, 'paymentType' | 'fixedDuration' | 'fixedPeriod'>): string {
  if (option.paymentType === 'recurring') return 'per month';
  const [one, many] = periodWords[option.fixedPeriod ?? 'month'] ?? ['month', 'months'];
  const count = option.fixedDuration ?? 1;
  return `for ${count} ${count === 1 ? one : many}`;
}

export const coverageWords: Record<Coverage, string> = {
  national: 'All centres nationwide',
  'multi-site': 'Selected centres',
  local: 'This centre only',
};
