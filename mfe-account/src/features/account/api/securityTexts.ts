import { gql, type TypedDocumentNode } from '@apollo/client';
import { type Graphql, queryGraphql } from '@marktplatz/shared';

/** The fields of a `securityTexts` entry (GraphQL `ContentSection`) the page shows. */
export type SecurityText = Pick<Graphql.ContentSection, 'id' | 'title' | 'content'>;

const SECURITY_TEXTS: TypedDocumentNode<{ securityTexts: { data: SecurityText[] } }> = gql`
  query SecurityTexts {
    securityTexts(first: 20) {
      data {
        id
        title
        content
      }
    }
  }
`;

/** The security page's content texts; an empty list when the load fails. */
export async function fetchSecurityTexts(): Promise<SecurityText[]> {
  try {
    const data = await queryGraphql(SECURITY_TEXTS);
    return data.securityTexts.data ?? [];
  } catch {
    return [];
  }
}
