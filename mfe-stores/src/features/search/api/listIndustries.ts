import type { DocumentNode } from 'graphql';
import { queryGraphql, type Graphql } from '@marktplatz/shared';

export type Industry = Pick<Graphql.Industry, 'id' | 'name'>;

/** The query as text (the syntax tree below is checked against it by a test). */
export const STORE_INDUSTRIES_TEXT = 'query StoreIndustries { industries { id name } }';

/** `{ industries { id name } }` as a syntax tree, so the page does not load `gql` before the list shows. */
export const STORE_INDUSTRIES: DocumentNode = {
  kind: 'Document' as DocumentNode['kind'],
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StoreIndustries' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'industries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/** Graph `industries`: the filter of the provider search. */
export async function listIndustries(): Promise<Industry[]> {
  const data = await queryGraphql<{ industries: Industry[] }>(STORE_INDUSTRIES);
  return data.industries;
}
