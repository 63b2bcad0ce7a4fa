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

  it('renders at a route pattern so useParams works, and shows the location', () => {
    function Show() {
      return <p>Bestellung {useParams().id}</p>;
    }
    renderAt(<Show />, '/orders/42?tab=a', '/orders/:id');
    expect(screen.getByText('Bestellung 42')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/42?tab=a');
  });
});
