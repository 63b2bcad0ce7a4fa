/** Catalog reads the product editor needs (the shop module's reference calls). */
import { type ApiResponse, type Graphql, http, httpApi, type WireShape } from '@marktplatz/shared';
import { graph } from '../../../../lib/graph';

/*
 * The editor's catalog shapes name the contract's (`@marktplatz/shared`): only the fields the selects read, so a
 * test or a fallback can give the short form.
 */
/** A category of any level (`ShopCategory`). */
export type Option = Pick<WireShape<'ShopCategory'>, 'id' | 'name'>;
export type Tax = Pick<WireShape<'ShopTax'>, 'id' | 'name' | 'value'>;
export type Manufacturer = Pick<WireShape<'Manufacturer'>, 'id' | 'name'>;
/** One of the provider's shipping methods (graph `providerShippings`, its `id` read as a number). */
export type ShippingMethod = { id: number } & Pick<Graphql.ProviderShipping, 'name'> &
  Partial<Pick<Graphql.ProviderShipping, 'price' | 'is_pickup' | 'delivery_time'>>;
/** A bank payouts can be assigned to (graph `bankList`, its `id` read as a number). */
export type Bank = { id: number } & Pick<Graphql.Bank, 'bank_name'> & Partial<Pick<Graphql.Bank, 'pincode' | 'is_default'>>;
/** A unit type of `api/getUnitTypes` (`UnitType`): the fields the editor's select reads. */
export type UnitType = Pick<WireShape<'UnitType'>, 'id' | 'name'> & Partial<Pick<WireShape<'UnitType'>, 'abbreviation'>>;

/** GET /v2/getAllCategories */
export async function getCategories(signal?: AbortSignal): Promise<Option[]> {
  const res = await http.get<ApiResponse<'/v2/getAllCategories', 'get'>>('v2/getAllCategories', { signal });
  return res.data.data;
}

/** GET /v2/subcategoryByCategory?category_id= */
export async function getSubcategories(categoryId: number, signal?: AbortSignal): Promise<Option[]> {
  const res = await http.get<ApiResponse<'/v2/subcategoryByCategory', 'get'>>('v2/subcategoryByCategory', {
    params: { category_id: categoryId },
    signal,
  });
  return res.data.data;
}

/** GET /v2/childcategoryBySubcategory?subcategory_id= */
export async function getChildcategories(subcategoryId: number, signal?: AbortSignal): Promise<Option[]> {
  const res = await http.get<ApiResponse<'/v2/childcategoryBySubcategory', 'get'>>('v2/childcategoryBySubcategory', {
    params: { subcategory_id: subcategoryId },
    signal,
  });
  return res.data.data;
}

/** GET /taxes */
export async function getTaxes(signal?: AbortSignal): Promise<Tax[]> {
  const res = await http.get<ApiResponse<'/taxes', 'get'>>('taxes', { signal });
  return res.data.data;
}

/** GET /v2/allManufacturerList */
export async function getManufacturers(signal?: AbortSignal): Promise<Manufacturer[]> {
  const res = await http.get<ApiResponse<'/v2/allManufacturerList', 'get'>>('v2/allManufacturerList', { signal });
  return res.data.data;
}

const SHIPPINGS_QUERY = `query ProviderShippings {
  providerShippings { id name price delivery_time is_pickup }
}`;

/** Graph query providerShippings: the signed-in provider's shipping methods. */
export async function getShippingMethods(signal?: AbortSignal): Promise<ShippingMethod[]> {
  type Row = Pick<Graphql.ProviderShipping, 'id' | 'name' | 'price' | 'delivery_time' | 'is_pickup'>;
  const data = await graph<{ providerShippings: Row[] }>(SHIPPINGS_QUERY, {}, signal);
  return data.providerShippings.map((method) => ({ ...method, id: Number(method.id) }));
}

/** GET api/getUnitTypes */
export async function getUnitTypes(signal?: AbortSignal): Promise<UnitType[]> {
  const res = await httpApi.get<ApiResponse<'/api/getUnitTypes', 'get'>>('getUnitTypes', { signal });
  return res.data.data;
}

const BANK_LIST_QUERY = `query ProviderBankList($first: Int, $page: Int) {
  bankList(first: $first, page: $page) { data { id pincode bank_name is_default } }
}`;

/** Graph query bankList: the banks a product's payouts can be assigned to. */
export async function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  const data = await graph<{ bankList: { data: Pick<Graphql.Bank, 'id' | 'pincode' | 'bank_name' | 'is_default'>[] } }>(
    BANK_LIST_QUERY,
    { first: 100, page: 1 },
    signal,
  );
  return data.bankList.data.map((bank) => ({ ...bank, id: Number(bank.id) }));
}
