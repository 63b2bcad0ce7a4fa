import { findArea } from './findArea';

describe('findArea', () => {
  it.each([
    ['/product-list', 'mfe_shop'],
    ['/product/holzbank-eiche', 'mfe_shop'],
    ['/shop/provider/products', 'mfe_shop'],
    ['/provider-detail/baeckerei-schmidt', 'mfe_stores'],
    ['/stores', 'mfe_stores'],
    ['/world-category/lead/garten/gaertnerei-gruen', 'mfe_leads'],
    ['/leads/provider', 'mfe_leads'],
    ['/food-provider-search', 'mfe_food'],
    ['/orders/provider/refunds', 'mfe_orders'],
    ['/chat', 'mfe_chat'],
    ['/password/reset', 'mfe_account'],
    ['/register/confirm', 'mfe_account'],
    ['/account/addresses', 'mfe_account'],
  ])('gives %s to %s', (pathname, remote) => {
    expect(findArea(pathname)?.remote).toBe(remote);
  });

  it.each(['/', '/news', '/page/impressum', '/gibt-es-nicht', '/product-list/extra'])('leaves %s to the shell', (pathname) => {
    expect(findArea(pathname)).toBeNull();
  });
});
