import { configure, DEFAULT_CONFIG, getConfig, resetConfig } from './config';

afterEach(() => resetConfig());

describe('config', () => {
  it('defaults to the local API ports', () => {
    expect(getConfig()).toEqual({
      API_BASE: 'http://127.0.0.1:4000',
      API_SECONDARY_BASE: 'http://127.0.0.1:4000/api',
      GRAPHQL_URL: 'http://127.0.0.1:4000/graphql',
    });
    expect(DEFAULT_CONFIG.API_BASE).toBe('http://127.0.0.1:4000');
  });

  it('merges the values from env.json and keeps the others', () => {
    configure({ API_BASE: 'https://api.marktplatz.example/' });
    expect(getConfig().API_BASE).toBe('https://api.marktplatz.example');
    expect(getConfig().GRAPHQL_URL).toBe('http://127.0.0.1:4000/graphql');
  });

  it('ignores empty and non-text values', () => {
    configure({ API_BASE: '', GRAPHQL_URL: 42 as unknown as string });
    expect(getConfig()).toEqual({ ...DEFAULT_CONFIG });
  });

  it('returns copies that cannot change the configuration', () => {
    const config = getConfig();
    config.API_BASE = 'http://elsewhere';
    expect(getConfig().API_BASE).toBe('http://127.0.0.1:4000');
  });
});
