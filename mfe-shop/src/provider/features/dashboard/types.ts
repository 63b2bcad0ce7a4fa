import type { ApiData } from '@marktplatz/shared';

/** The provider's start page, from the generated contract (`ProviderDashboard`). */
export type ProviderDashboard = ApiData<'/shop/provider/dashboard', 'get'>;
export type TodoKey = ProviderDashboard['todos'][number]['key'];
