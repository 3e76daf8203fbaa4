import { failOnConsoleError, listenStrictly } from '@leisure/test-support';
import { server } from './mswServer.ts';

listenStrictly(server);
// A console.error is a bug somewhere (an unhandled request, a sandbox answer outside the contract). Recorded rather
// than thrown: RTK Query reports on the console and must carry on (baseApi.test.ts expects one such call).
failOnConsoleError({ throwOnCall: false });
