import { type Graphql, loadGraphql, queryGraphql } from '@marktplatz/shared';

/** A partner bank of `bankList` (GraphQL), its id as a number. */
export type Bank = { id: number } & Pick<Graphql.Bank, 'bank_name' | 'admin_default'>;

const BANKS_QUERY = `query LoanBanks($first: Int) {
  bankList(first: $first, page: 1) { data { id bank_name admin_default } }
}`;

/** Graph query `bankList`: the partner banks; the one with `admin_default` is preselected. */
export async function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  const { gql } = await loadGraphql();
  const data = await queryGraphql<{ bankList: { data: Pick<Graphql.Bank, 'id' | 'bank_name' | 'admin_default'>[] } }>(gql(BANKS_QUERY), {
    variables: { first: 100 },
    signal,
    fetchPolicy: 'cache-first',
  });
  return data.bankList.data.map((bank) => ({ ...bank, id: Number(bank.id) }));
}
