import { errorBodySchema } from '@leisure/api-contract';
import type { FuzzRequest } from './fuzzRequest.ts';

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * What every answer must look like, whatever was sent: never a 5xx; a 4xx is JSON `{ message, errors? }` with a
 * message a person can read; a 2xx is JSON, `{ data }` unless the endpoint answers without the envelope (the
 * geocoder, which keeps a hosted geocoder's shape), or a 204 with no body at all. Returns what is wrong, or undefined.
 */
export function answerProblem(answer: FuzzAnswer, envelope: boolean): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 200 || (answer.status >= 300 && answer.status < 400)) return `answered ${answer.status}`;
  if (answer.status === 204) return answer.text === '' ? undefined : 'answered 204 with a body';
  if (!/application\/json/.test(answer.contentType))
    return `answered ${answer.status} as "${answer.contentType}", not JSON`;
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} with a body that is not JSON`;
  }
  if (answer.status >= 400) {
    const parsed = errorBodySchema.safeParse(json);
    if (!parsed.success) return `answered ${answer.status} without the error shape { message, errors? }`;
    if (parsed.data.message.trim() === '') return `answered ${answer.status} with an empty message`;
    return undefined;
  }
  if (envelope && (typeof json !== 'object' || json === null || !('data' in json))) {
    return `answered ${answer.status} without { data }`;
  }
  return undefined;
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text;

export function describeRequest(request: FuzzRequest): string {
  const auth = request.headers.authorization ? ` [${clip(request.headers.authorization, 30)}]` : '';
  const body = request.body === undefined ? '' : ` body=${clip(JSON.stringify(request.body), 160)}`;
  return `${request.method} ${clip(request.target, 200)}${auth}${body}`;
}
