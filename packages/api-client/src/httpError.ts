/** Why a call failed: an error answer, no answer (connection refused or dropped), out of time, or cancelled. */
export type HttpFailure = 'answer' | 'network' | 'timeout' | 'cancelled';

/** An error answer as it came over the wire (the body not re-cased: toApiError converts field paths itself). */
export interface HttpErrorAnswer {
  status: number;
  data: unknown;
}

const messages: Record<Exclude<HttpFailure, 'answer'>, string> = {
  network: 'Network Error',
  timeout: 'The request timed out',
  cancelled: 'The request was cancelled',
};

/** What the HTTP client rejects with; `response` only for an error answer. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly failure: HttpFailure;
  readonly response: HttpErrorAnswer | undefined;
  /** The answer's status; undefined when none came back. */
  readonly status: number | undefined;

  constructor(failure: HttpFailure, response?: HttpErrorAnswer, options?: ErrorOptions) {
    super(response ? `Request failed with status code ${response.status}` : messages[failure as 'network'], options);
    this.failure = failure;
    this.response = response;
    this.status = response?.status;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** True for a request the caller aborted (AbortSignal), which is not a failure to show. */
export function isCancelledRequest(error: unknown): boolean {
  return isHttpError(error) && error.failure === 'cancelled';
}

/** No answer came back (connection refused or dropped, timeout); a cancelled request is not one. */
export function isNoAnswer(error: unknown): boolean {
  return isHttpError(error) && (error.failure === 'network' || error.failure === 'timeout');
}
