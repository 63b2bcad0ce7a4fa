import { gql, type TypedDocumentNode } from '@apollo/client';
import { type Graphql, queryGraphql } from '@marktplatz/shared';

/** The fields of `forgotPasswordText` (GraphQL `ContentText`) the page shows. */
export type ContentText = Pick<Graphql.ContentText, 'title' | 'content'>;

const FORGOT_PASSWORD_TEXT: TypedDocumentNode<{ forgotPasswordText: ContentText | null }> = gql`
  query ForgotPasswordText {
    forgotPasswordText {
      title
      content
    }
  }
`;

/** The content text of the forgot-password page; null when none is stored or the load fails. */
export async function fetchForgotPasswordText(): Promise<ContentText | null> {
  try {
    const data = await queryGraphql(FORGOT_PASSWORD_TEXT);
    return data.forgotPasswordText ?? null;
  } catch {
    return null;
  }
}
