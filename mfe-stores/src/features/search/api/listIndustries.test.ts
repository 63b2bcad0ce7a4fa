import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print } from 'graphql';
import { listIndustries, STORE_INDUSTRIES, STORE_INDUSTRIES_TEXT } from './listIndustries';

afterEach(() => {
  delete (window as { __marktplatzGraphql?: unknown }).__marktplatzGraphql;
});

describe('industries of the provider search', () => {
  it('the production server asks the same query the page would (scripts/first-answers.mjs)', () => {
    const server = readFileSync(path.resolve(__dirname, '../../../../../scripts/first-answers.mjs'), 'utf8');
    expect(/const STORE_INDUSTRIES = '([^']+)'/.exec(server)?.[1]).toBe(STORE_INDUSTRIES_TEXT);
  });

  it('the syntax tree the page sends is the query text', () => {
    expect(print(STORE_INDUSTRIES)).toBe(print(parse(STORE_INDUSTRIES_TEXT)));
  });

  it('the first view takes the industries the server wrote into the page, without a request', async () => {
    const fetchSpy = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchSpy;
    (window as { __marktplatzGraphql?: unknown }).__marktplatzGraphql = {
      'StoreIndustries:{}': { industries: [{ id: '3', name: 'Elektro' }] },
    };
    await expect(listIndustries()).resolves.toEqual([{ id: '3', name: 'Elektro' }]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
