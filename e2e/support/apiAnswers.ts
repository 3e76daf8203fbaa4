import { expect, type APIRequestContext } from '@playwright/test';

/** What a request of Playwright's `request` fixture answers. */
export type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

/** The `data` of a sandbox API answer, which must be a success: the failure names `what` and shows the body. */
export async function dataOf<T>(answer: Answer, what: string): Promise<T> {
  expect(answer.ok(), `${what}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The header that sends a customer's or staff member's API token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
