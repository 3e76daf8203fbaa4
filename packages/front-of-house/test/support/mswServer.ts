import { setupServer } from 'msw/node';

/** One MSW server for every test file; handlers are added per test and reset after it. */
export const server = setupServer();
