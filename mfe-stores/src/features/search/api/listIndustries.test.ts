import { parse, print } from 'graphql';
import { STORE_INDUSTRIES, STORE_INDUSTRIES_TEXT } from './listIndustries';

describe('industries of the provider search', () => {
  it('the syntax tree the page sends is the query text', () => {
    expect(print(STORE_INDUSTRIES)).toBe(print(parse(STORE_INDUSTRIES_TEXT)));
  });
});
