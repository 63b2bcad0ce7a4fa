/** Catalog reads the product editor needs (the shop module's reference calls). */
import { type Envelope, http, httpApi } from '@marktplatz/shared';
import { graph } from '../../../../lib/graph';

export interface Option {
  id: number;
  name: string;
}
export interface Tax extends Option {
  value: number;
}
export interface Manufacturer extends Option {
  is_local?: boolean;
}
export interface ShippingMethod extends Option {
  price?: number;
  is_pickup?: boolean | 0 | 1;
  delivery_time?: string;
}
export interface UnitType extends Option {
  abbreviation?: string;
}
export interface Bank {
  id: number;
  bank_name: string;
  pincode?: string;
  is_default?: boolean | number;
}

/** GET /v2/getAllCategories */
export async function getCategories(signal?: AbortSignal): Promise<Option[]> {
  const res = await http.get<Envelope<Option[]>>('v2/getAllCategories', { signal });
  return res.data.data;
}

/** GET /v2/subcategoryByCategory?category_id= */
export async function getSubcategories(categoryId: number, signal?: AbortSignal): Promise<Option[]> {
  const res = await http.get<Envelope<Option[]>>('v2/subcategoryByCategory', { params: { category_id: categoryId }, signal });
  return res.data.data;
}

/** GET /v2/childcategoryBySubcategory?subcategory_id= */
export async function getChildcategories(subcategoryId: number, signal?: AbortSignal): Promise<Option[]> {
  const res = await http.get<Envelope<Option[]>>('v2/childcategoryBySubcategory', { params: { subcategory_id: subcategoryId }, signal });
  return res.data.data;
}

/** GET /taxes */
export async function getTaxes(signal?: AbortSignal): Promise<Tax[]> {
  const res = await http.get<Envelope<Tax[]>>('taxes', { signal });
  return res.data.data;
}

/** GET /v2/allManufacturerList */
export async function getManufacturers(signal?: AbortSignal): Promise<Manufacturer[]> {
  const res = await http.get<Envelope<Manufacturer[]>>('v2/allManufacturerList', { signal });
  return res.data.data;
}

const SHIPPINGS_QUERY = `query ProviderShippings {
  providerShippings { id name price delivery_time is_pickup }
}`;

/** Graph query providerShippings: the signed-in provider's shipping methods. */
export async function getShippingMethods(signal?: AbortSignal): Promise<ShippingMethod[]> {
  const data = await graph<{ providerShippings: ShippingMethod[] }>(SHIPPINGS_QUERY, {}, signal);
  return data.providerShippings.map((method) => ({ ...method, id: Number(method.id) }));
}

/** GET api/getUnitTypes */
export async function getUnitTypes(signal?: AbortSignal): Promise<UnitType[]> {
  const res = await httpApi.get<Envelope<UnitType[]>>('getUnitTypes', { signal });
  return res.data.data;
}

const BANK_LIST_QUERY = `query ProviderBankList($first: Int, $page: Int) {
  bankList(first: $first, page: $page) { data { id pincode bank_name is_default } }
}`;

/** Graph query bankList: the banks a product's payouts can be assigned to. */
export async function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  const data = await graph<{ bankList: { data: { id: string; pincode: string; bank_name: string; is_default: boolean }[] } }>(
    BANK_LIST_QUERY,
    { first: 100, page: 1 },
    signal,
  );
  return data.bankList.data.map((bank) => ({ ...bank, id: Number(bank.id) }));
}
