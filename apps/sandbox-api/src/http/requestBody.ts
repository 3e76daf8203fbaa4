import { ApiError } from './apiError.ts';

/** No request of ours nests deeper than a few levels; anything deeper is refused before it is walked. */
const MAX_BODY_DEPTH = 32;
/** In bytes, as they arrive: a body is never read past this (nor held in memory). */
export const MAX_BODY_BYTES = 1_000_000;

const tooLarge = () => new ApiError(413, 'The request body is too large.');

function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

/**
 * The body as text, read chunk by chunk and given up (413) as soon as it passes `limit` bytes, or before the first
 * chunk when Content-Length already says it is larger: a 50 MB body costs a chunk of memory, not 50 MB.
 */
async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // The node server drains (and, past its own cap, drops) what the client still sends after the answer.
      reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The request's JSON body (`{}` when empty): 413 past the limit, 422 when nested too deeply, 400 when not JSON. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(request, limit);
  if (text.trim() === '') return {};
  if (nestingDepth(text) > MAX_BODY_DEPTH) {
    throw new ApiError(422, 'The request body is nested too deeply.', {
      body: ['The request body is nested too deeply.'],
    });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
}
