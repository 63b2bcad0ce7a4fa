import { pageTypeOf } from './webVitals';

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/news', 'news'],
    ['/news/umzug-checkliste', 'news-article'],
    ['/page/impressum', 'content'],
    ['/become-a-provider/', 'become-provider'],
    ['/product-list', 'product-list'],
    ['/product-search', 'product-search'],
    ['/product/honig-aus-koeln', 'product'],
    ['/login', 'login'],
    ['/register/provider', 'register'],
    ['/provider-detail/baeckerei', 'provider'],
    ['/food-provider-search', 'food'],
    ['/property-detail/altbau', 'property'],
    ['/orders/list', 'other'],
  ])('maps %s to the page type %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});
