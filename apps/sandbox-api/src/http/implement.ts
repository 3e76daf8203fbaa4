import type { Hono } from 'hono';
import type { z } from 'zod';
import {
  camelizeKeys,
  decamelizeKeys,
  fieldMessagesFromZodError,
  hasEnvelope,
  type BodyOf,
  type EndpointDefinition,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@leisure/api-contract';
import { ApiError } from './apiError.ts';
import type { HandlerContext, SandboxServices } from './context.ts';
import { getCookie } from 'hono/cookie';
import { TOKEN_COOKIE } from '@leisure/api-contract';
import { authenticate, presentedToken } from './authenticate.ts';
import { refuseForgedRequest } from './crossSiteRequests.ts';
import { errorResponse } from './errorResponse.ts';
import { readJsonBody } from './requestBody.ts';
import type { AfterResponse } from './afterResponse.ts';
import { transaction } from '../db/database.ts';
import { recordStaffActions, runInRequestScope } from './staffAudit.ts';
import { armCrashAfterWrites, crashAfter, CRASH_HEADER, installCrashHook } from '../db/crashAfterWrites.ts';

type Handler<E extends EndpointDefinition> = (
  context: HandlerContext<ParamsOf<E>, QueryOf<E>, BodyOf<E>>,
) => ResponseOf<E>;

type AsyncHandler<E extends EndpointDefinition> = (
  context: HandlerContext<ParamsOf<E>, QueryOf<E>, BodyOf<E>>,
) => ResponseOf<E> | Promise<ResponseOf<E>>;

export interface RouteImplementation {
  endpoint: EndpointDefinition;
  handler: (context: HandlerContext<never, never, never>) => unknown;
  /**
   * The handler awaits (password hashing), so it runs outside the router's transaction and commits its own short
   * ones after its awaits (docs/decisions/0015): `implementAsync`.
   */
  ownTransactions: boolean;
}

/**
 * Pairs a contract endpoint with the sandbox's behaviour for it. The handler is synchronous: the router runs it, its
 * staff audit rows and its answer check in one transaction (docs/decisions/0015-one-transaction-per-change.md).
 */
export function implement<E extends EndpointDefinition>(endpoint: E, handler: Handler<E>): RouteImplementation {
  return { endpoint, handler: handler as RouteImplementation['handler'], ownTransactions: false };
}

/**
 * A handler that must await (log-in and password change verify a password with scrypt off the main thread), or one
 * whose refusal must keep what it counted. It is not in the router's transaction: it writes in `transaction()`s of
 * its own (after its awaits), and a throw does not undo what it wrote before (a failed log-in still counts against
 * the lock: decision 0102).
 */
export function implementAsync<E extends EndpointDefinition>(
  endpoint: E,
  handler: AsyncHandler<E>,
): RouteImplementation {
  return { endpoint, handler: handler as RouteImplementation['handler'], ownTransactions: true };
}

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

export const API_PREFIX = '/api';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `/memberships/{id}/change` → `/api/memberships/:id/change`. A parameter followed by literal text in its
 * segment (`/mapbox.places/{query}.json`) becomes a pattern that includes the text, since the router would
 * otherwise read `query.json` as the parameter's name; `withoutParamSuffixes` strips it off again.
 */
export function toRouterPath(path: string): string {
  return (
    API_PREFIX +
    path.replace(/\{(\w+)\}([^/]*)/g, (_, name: string, suffix: string) =>
      suffix ? `:${name}{[^/]*${escapeRegExp(suffix)}}` : `:${name}`,
    )
  );
}

function withoutParamSuffixes(path: string, params: Record<string, string>): Record<string, string> {
  const result = { ...params };
  for (const [, name, suffix] of path.matchAll(/\{(\w+)\}([^/]+)/g)) {
    const value = result[name!];
    if (value !== undefined && value.endsWith(suffix!)) result[name!] = value.slice(0, -suffix!.length);
  }
  return result;
}

function parseWith<T>(schema: z.ZodType | undefined, raw: unknown, root: string, status: number, message: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(raw, { reportInput: true });
  if (!result.success) throw new ApiError(status, message, fieldMessagesFromZodError(result.error, root));
  return result.data as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mountRoutes(
  app: Hono,
  routes: RouteImplementation[],
  services: SandboxServices,
  afterResponse: AfterResponse,
  /** The front ends' origins beyond the local ones (SANDBOX_CORS_ORIGINS): they may use the session cookie. */
  frontEndOrigins: string[] = [],
): void {
  if (services.settings.crashHook) installCrashHook(services.db);
  for (const { endpoint, handler, ownTransactions } of routes) {
    // An await inside the router's transaction would let another request's statements into it (decision 0015).
    if (!ownTransactions && handler.constructor.name === 'AsyncFunction') {
      throw new Error(`${endpoint.id}: an async handler must be mounted with implementAsync (docs/decisions/0015)`);
    }
    app.on(endpoint.method, toRouterPath(endpoint.path), async (c) => {
      const extraHeaders: Record<string, string> = {};
      const later: (() => void)[] = [];
      try {
        const params = parseWith<unknown>(
          endpoint.params,
          camelizeKeys(withoutParamSuffixes(endpoint.path, c.req.param())),
          'params',
          404,
          'Unable to complete request, item not found.',
        );
        const rawQuery = Object.fromEntries(new URL(c.req.url).searchParams);
        const query = parseWith<unknown>(
          endpoint.query,
          camelizeKeys(rawQuery),
          'query',
          422,
          'The given data was invalid.',
        );

        const presented = presentedToken(c.req.header('authorization'), getCookie(c, TOKEN_COOKIE));
        // Checked before the token is looked up: a forged request is refused whether or not its cookie is live.
        if (presented.source === 'cookie' && endpoint.auth !== 'none') refuseForgedRequest(c.req.raw, frontEndOrigins);
        const { user, token } = authenticate(services, presented.token, endpoint.auth);

        let body: unknown = undefined;
        if (endpoint.body) {
          const raw = await readJsonBody(c.req.raw, endpoint.maxBodyBytes);
          if (!isPlainObject(raw) && !Array.isArray(raw)) {
            throw new ApiError(422, 'The request body must be a JSON object.', { body: ['Must be a JSON object.'] });
          }
          body = parseWith<unknown>(endpoint.body, camelizeKeys(raw), 'body', 422, 'The given data was invalid.');
        }

        const context = {
          ...services,
          params: params as never,
          query: query as never,
          body: body as never,
          user,
          token,
          headers: c.req.raw.headers,
          setHeader: (name: string, value: string) => {
            extraHeaders[name] = value;
          },
          // Each task commits on its own, after the answer (http/afterResponse.ts).
          afterResponse: (task: () => void) => later.push(() => transaction(services.db, task)),
        };
        const checkedAnswer = (data: unknown) => {
          if (!services.settings.strictResponses) return data;
          const result = endpoint.response.safeParse(data);
          if (!result.success) {
            console.error(`[sandbox] ${endpoint.id} answered outside the contract`, result.error.issues);
            throw new Error(`Response of ${endpoint.id} does not match the contract`);
          }
          return result.data;
        };

        const disarm = armCrashAfterWrites(services.db, crashAfter(c.req.header(CRASH_HEADER)));
        let checked: unknown;
        try {
          // In a request scope: the acting-for resolution notes whom staff act for (docs/decisions/0601).
          checked = ownTransactions
            ? await runInRequestScope(user, async () => {
                const answered = checkedAnswer(await handler(context));
                transaction(services.db, () => recordStaffActions(services, endpoint));
                return answered;
              })
            : // One transaction for the handler, its audit rows and its answer check: all of it commits or none
              // (docs/decisions/0015). What waits for the commit (sending emails) goes after the answer.
              runInRequestScope(user, () =>
                transaction(
                  services.db,
                  () => {
                    const data = handler(context);
                    if (isPromise(data)) {
                      data.then(undefined, () => undefined);
                      throw new Error(`${endpoint.id} returned a promise inside its transaction: use implementAsync`);
                    }
                    const answered = checkedAnswer(data);
                    recordStaffActions(services, endpoint);
                    return answered;
                  },
                  { afterCommit: (tasks) => later.unshift(...tasks) },
                ),
              );
        } finally {
          disarm();
        }
        for (const [name, value] of Object.entries(extraHeaders)) c.header(name, value);
        const answer = decamelizeKeys(checked);
        const response =
          endpoint.successStatus === 204
            ? c.body(null, 204)
            : c.json(hasEnvelope(endpoint) ? { data: answer } : answer, endpoint.successStatus ?? 200);
        afterResponse.run(later);
        return response;
      } catch (error) {
        return errorResponse(c, error, endpoint.id);
      }
    });
  }
}
