import { act } from '@testing-library/react';
import { getConfig, resetConfig } from './config';
import { mountStandalone } from './mountStandalone';

afterEach(() => {
  resetConfig();
  document.body.innerHTML = '';
});

describe('mountStandalone', () => {
  it('configures the build’s endpoints and renders the area’s root into #root', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      mountStandalone(<p>Bereich</p>, { API_BASE: 'http://api.example' });
    });
    expect(getConfig().API_BASE).toBe('http://api.example');
    expect(document.getElementById('root')).toHaveTextContent('Bereich');
  });

  it('refuses to start without #root, in German', () => {
    expect(() => mountStandalone(<p>Bereich</p>, {})).toThrow('#root fehlt in index.html');
  });
});
