import type { Graphql } from '@marktplatz/shared';
import { graph } from '../../../../lib/graph';

/** A bank payouts can be assigned to (graph `bankList`, its `id` read as a number). */
export type Bank = { id: number } & Pick<Graphql.Bank, 'bank_name'> & Partial<Pick<Graphql.Bank, 'pincode' | 'is_default'>>;

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
