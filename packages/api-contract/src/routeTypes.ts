import type { contract } from './contract.ts';
import type { EndpointDefinition, EndpointRoute } from './endpoint.ts';

/** A table of definitions (grouped by domain) with each definition reduced to its route. */
export type RoutesOf<Table> = {
  readonly [Group in keyof Table]: {
    readonly [Name in keyof Table[Group]]: Table[Group][Name] extends EndpointDefinition
      ? EndpointRoute<Table[Group][Name]>
      : never;
  };
};

/** The type of `routes`: every endpoint of `contract`, typed from its definition. */
export type ContractRoutes = RoutesOf<typeof contract>;
