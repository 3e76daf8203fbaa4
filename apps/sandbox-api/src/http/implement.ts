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
import { recordStaffActions, runInRequestScope } from './staffAudit.ts';

type Handler<E extends EndpointDefinition> = (
  context: HandlerContext<ParamsOf<E>, QueryOf<E>, BodyOf<E>>,
) => ResponseOf<E> | Promise<ResponseOf<E>>;

export interface RouteImplementation {
  endpoint: EndpointDefinition;
  handler: Handler<EndpointDefinition>;
}

/** Pairs a contract endpoint with the sandbox's behaviour for it. */
export function implement<E extends EndpointDefinition>(endpoint: E, handler: Handler<E>): RouteImplementation {
  return { endpoint, handler: handler as unknown as Handler<EndpointDefinition> };
}

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
  for (const { endpoint, handler } of routes) {
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

        // In a request scope: the acting-for resolution notes whom staff act for (docs/decisions/0601).
        const checked = await runInRequestScope(user, async () => {
          const data = await handler({
            ...services,
            params: params as never,
            query: query as never,
            body: body as never,
            user,
            token,
            headers: c.req.raw.headers,
            setHeader: (name, value) => {
              extraHeaders[name] = value;
            },
            afterResponse: (task) => later.push(task),
          });

          let answered: unknown = data;
          if (services.settings.strictResponses) {
            const result = endpoint.response.safeParse(data);
            if (!result.success) {
              console.error(`[sandbox] ${endpoint.id} answered outside the contract`, result.error.issues);
              throw new Error(`Response of ${endpoint.id} does not match the contract`);
            }
            answered = result.data;
          }
          recordStaffActions(services, endpoint);
          return answered;
        });
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
