import { gql, type TypedDocumentNode } from '@apollo/client';
import { queryGraphql } from '@marktplatz/shared';

export interface ContentText {
  title: string;
  content: string;
}

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
