import { screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { authStore } from '../auth/store';
import { http, httpApi } from '../http';
import { mockApi, ok, renderAt, signIn, signOut } from './index';

describe('@marktplatz/shared/testing', () => {
  it('records calls of both clients with the api/ prefix, repeated query keys as arrays and the bearer token', async () => {
    signIn('Company', 12);
    const api = mockApi((call) => (call.url === 'api/things' ? ok([1, 2]) : undefined));
    try {
      const answer = await httpApi.get('/things', {
        params: new URLSearchParams([
          ['tag', 'a'],
          ['tag', 'b'],
          ['page', '2'],
        ]),
      });
      expect(answer.data).toEqual({ status: true, data: [1, 2] });
      await expect(http.post('/nowhere', { x: 1 })).rejects.toMatchObject({ status: false, message: 'Nicht gefunden' });
      expect(api.calls[0]).toMatchObject({ method: 'GET', url: 'api/things', params: { tag: ['a', 'b'], page: ['2'] } });
      expect(api.calls[0]?.authorization).toMatch(/^Bearer /);
      expect(api.calls[1]).toMatchObject({ method: 'POST', url: 'nowhere', data: { x: 1 } });
    } finally {
      api.restore();
      signOut();
    }
    expect(authStore.getState().authenticated).toBe(false);
  });

  it('answers GraphQL requests over fetch by operation name and puts fetch back on restore', async () => {
    const realFetch = globalThis.fetch;
    const api = mockApi((call) => (call.url === 'graphql:Things' ? { status: 200, data: { data: { things: [call.data] } } } : undefined));
    try {
      const answer = await fetch('/graphql', {
        method: 'POST',
        body: JSON.stringify({ operationName: 'Things', variables: { first: 3 }, query: 'query Things { things }' }),
      });
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(await answer.json()).toEqual({ data: { things: [{ first: 3 }] } });
      const missing = await fetch('/graphql', { method: 'POST', body: JSON.stringify({ operationName: 'Other' }) });
      expect(missing.status).toBe(404);
      expect(api.calls.map((call) => call.url)).toEqual(['graphql:Things', 'graphql:Other']);
    } finally {
      api.restore();
    }
    expect(globalThis.fetch).toBe(realFetch);
  });

  it('hands the axios request to the handler, so upload progress can be reported', async () => {
    const seen: number[] = [];
    const api = mockApi(({ config }) => {
      config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
      return ok({ done: true });
    });
    try {
      const form = new FormData();
      form.append('file', new Blob(['x']), 'a.txt');
      await http.post('/upload', form, { onUploadProgress: (event) => seen.push(event.loaded) });
      expect(seen).toEqual([50]);
      expect(api.calls[0]?.data).toBeInstanceOf(FormData);
    } finally {
      api.restore();
    }
  });

  it('renders at a route pattern so useParams works, and shows the location', () => {
    function Show() {
      return <p>Bestellung {useParams().id}</p>;
    }
    renderAt(<Show />, '/orders/42?tab=a', '/orders/:id');
    expect(screen.getByText('Bestellung 42')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/42?tab=a');
  });
});
