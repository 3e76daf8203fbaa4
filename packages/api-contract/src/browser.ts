// `@leisure/api-contract/browser`, the entry for front-end code: what browsers need at run time, none of which
// loads zod or builds a schema (decision 0903), and every type of the contract. Front ends call the API with
// their domain's table, `<domain>Routes.<endpoint>` (`routes` joins them all); `contract` holds the zod schemas and is for the server, tools and tests.
// src/browser.test.ts checks that nothing imported here at run time reaches zod.
export * from './routes.generated.ts';
export * from './endpoint.ts';
export * from './casing.ts';
export * from './errorMessages.ts';
export * from './slug.ts';
export * from './sessionTransport.ts';
export * from './domains/passwordRules.ts';
export * from './domains/cardRules.ts';
export * from './domains/bankAccountRules.ts';
export * from './domains/cardChecks.ts';
export * from './domains/guestPassRules.ts';
export * from './domains/uploadRules.ts';
export * from './domains/staffRules.ts';
export type * from './index.ts';
