import type { ValidationMessages } from '@leisure/api-contract';

/** Thrown by handlers to answer with an error status; the router turns it into `{ message, errors }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ValidationMessages | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, errors?: ValidationMessages, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export const notFound = (message = 'Unable to complete request, item not found.') => new ApiError(404, message);
export const forbidden = (message = 'Unauthorised.') => new ApiError(403, message);
export const unauthenticated = (message = 'Unauthenticated.') => new ApiError(401, message);
export const conflict = (message: string) => new ApiError(409, message);

/** 422 with messages for one or more fields: `invalid({ 'accountDetails.sortCode': ['…'] })`. */
export function invalid(errors: ValidationMessages, message?: string): ApiError {
  const first = Object.values(errors)[0]?.[0];
  return new ApiError(422, message ?? first ?? 'The given data was invalid.', errors);
}

export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });
