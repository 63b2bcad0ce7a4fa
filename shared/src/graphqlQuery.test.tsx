import { act, renderHook, waitFor } from '@testing-library/react';
import { gql } from '@apollo/client';
import { errorMessage } from './http';
import { fieldErrors } from './fieldErrors';
import { loadGraphql, resetApolloClient } from './graphql';
import { queryGraphql, useGraphqlQuery } from './graphqlQuery';
import { jsonResponse } from './test/jsonResponse';

const QUERY = gql`
  query ForgotPasswordText {
    forgotPasswordText {
      title
    }
  }
`;

const BANKS = gql`
  query Banks($pincode: String) {
    bankList(pincode: $pincode) {
      data {
        bank_name
      }
    }
  }
`;

type Answer = { status?: number; body: unknown };

/** The first query loads the Apollo part; a busy machine may take a while. */
const SLOW = { timeout: 10_000 };

/** A fetch double answering each request with the next answer (the last one repeats); returns the sent bodies. */
function answers(...list: Answer[]) {
  const sent: { query: string; variables?: unknown }[] = [];
  (globalThis as { fetch?: typeof fetch }).fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as { query: string });
    const answer = list.length > 1 ? list.shift()! : list[0]!;
    return jsonResponse(answer.body, answer.status ?? 200);
  }) as unknown as typeof fetch;
  return sent;
}

beforeAll(async () => {
  await loadGraphql();
});

afterEach(() => {
  resetApolloClient();
  delete (globalThis as { fetch?: typeof fetch }).fetch;
});

describe('queryGraphql', () => {
  it('resolves with the data through the page’s Apollo Client, answering a repeated query from its cache', async () => {
    const sent = answers({ body: { data: { forgotPasswordText: { __typename: 'ContentText', title: 'Passwort vergessen?' } } } });
    await expect(queryGraphql(QUERY)).resolves.toEqual({ forgotPasswordText: { __typename: 'ContentText', title: 'Passwort vergessen?' } });
    await queryGraphql(QUERY);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toContain('forgotPasswordText');
  });

  it('rejects like the http client: the first error’s German message, code and field errors', async () => {
    answers({
      body: {
        data: { bankList: null },
        errors: [
          {
            message: 'Die Bankleitzahl hat acht Ziffern.',
            extensions: { code: 'VALIDATION_FAILED', status: 422, errors: { pincode: ['Die Bankleitzahl hat acht Ziffern.'] } },
          },
        ],
      },
    });
    const failure: unknown = await queryGraphql(BANKS, { variables: { pincode: '12' } }).catch((error: unknown) => error);
    expect(failure).toEqual({
      status: false,
      message: 'Die Bankleitzahl hat acht Ziffern.',
      code: 'VALIDATION_FAILED',
      errors: { pincode: ['Die Bankleitzahl hat acht Ziffern.'] },
    });
    expect(errorMessage(failure)).toBe('Die Bankleitzahl hat acht Ziffern.');
    expect(fieldErrors(failure)).toEqual({ pincode: ['Die Bankleitzahl hat acht Ziffern.'] });
  });

  it('rejects with „Something went wrong“ when the server fails', async () => {
    answers({ status: 500, body: { message: 'boom' } });
    await expect(queryGraphql(QUERY)).rejects.toEqual({ status: false, message: 'Something went wrong' });
  });
});

describe('useGraphqlQuery', () => {
  it('starts loading, then gives the data', async () => {
    answers({ body: { data: { forgotPasswordText: { __typename: 'ContentText', title: 'Passwort vergessen?' } } } });
    const { result } = renderHook(() => useGraphqlQuery<{ forgotPasswordText: { title: string } }>(QUERY));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false), SLOW);
    expect(result.current.data?.forgotPasswordText.title).toBe('Passwort vergessen?');
    expect(result.current.error).toBeUndefined();
  });

  it('sets the error, and reload() asks the server again, keeping nothing stale', async () => {
    const sent = answers(
      { status: 500, body: { message: 'boom' } },
      { body: { data: { forgotPasswordText: { __typename: 'ContentText', title: 'Wieder da' } } } },
    );
    const { result } = renderHook(() => useGraphqlQuery<{ forgotPasswordText: { title: string } }>(QUERY));
    await waitFor(() => expect(result.current.error).toEqual({ status: false, message: 'Something went wrong' }), SLOW);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data?.forgotPasswordText.title).toBe('Wieder da'), SLOW);
    expect(result.current.error).toBeUndefined();
    expect(sent).toHaveLength(2);
  });

  it('keeps the data while reload() runs, then shows the new answer', async () => {
    answers(
      { body: { data: { forgotPasswordText: { __typename: 'ContentText', title: 'Erste' } } } },
      { body: { data: { forgotPasswordText: { __typename: 'ContentText', title: 'Zweite' } } } },
    );
    const { result } = renderHook(() => useGraphqlQuery<{ forgotPasswordText: { title: string } }>(QUERY));
    await waitFor(() => expect(result.current.data?.forgotPasswordText.title).toBe('Erste'), SLOW);
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    expect(result.current.data?.forgotPasswordText.title).toBe('Erste');
    await waitFor(() => expect(result.current.data?.forgotPasswordText.title).toBe('Zweite'), SLOW);
    expect(result.current.loading).toBe(false);
  });

  it('runs again with new variables and sends nothing while skipped', async () => {
    const sent = answers({ body: { data: { bankList: { __typename: 'BankPaginator', data: [] } } } });
    const { result, rerender } = renderHook(({ pincode, skip }) => useGraphqlQuery(BANKS, { variables: { pincode }, skip }), {
      initialProps: { pincode: '', skip: true },
    });
    expect(result.current.loading).toBe(false);
    rerender({ pincode: '10010010', skip: false });
    await waitFor(() => expect(result.current.data).toBeDefined(), SLOW);
    rerender({ pincode: '20020020', skip: false });
    await waitFor(() => expect(sent).toHaveLength(2), SLOW);
    expect(sent.map((body) => body.variables)).toEqual([{ pincode: '10010010' }, { pincode: '20020020' }]);
  });
});
