import { defaultMessageForStatus, genericErrorMessage, type ValidationMessages } from '@leisure/api-contract/browser';
import { isHttpError } from './httpError.ts';
import { camelizeValidationMessages } from './wireCasing.ts';

/**
 * A failed call as the front ends see it (docs/product/platform.md §4 failure state). `status` is 0 when no answer came back
 * (network failure, timeout, cancelled request).
 */
export interface ApiError {
  status: number;
  message: string;
  /** Field messages by camelCase field path, e.g. `accountDetails.sortCode`; empty when there are none. */
  validationMessages: ValidationMessages;
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiError>;
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.message === 'string' &&
    typeof candidate.validationMessages === 'object' &&
    candidate.validationMessages !== null
  );
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * Normalises anything a call can throw: the server's message wins, otherwise the spec's default text for the
 * status (docs/product/platform.md §8); no answer at all reads as the generic message.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isHttpError(error) && error.response) {
    const { status, data } = error.response;
    return {
      status,
      message: serverMessage(data) ?? defaultMessageForStatus(status),
      validationMessages: camelizeValidationMessages((data as { errors?: unknown } | null)?.errors),
    };
  }
  return { status: 0, message: genericErrorMessage, validationMessages: {} };
}
