import { loadGraphql, queryGraphql } from '@marktplatz/shared';

export interface Bank {
  id: number;
  bank_name: string;
  admin_default: boolean;
}

const BANKS_QUERY = `query LoanBanks($first: Int) {
  bankList(first: $first, page: 1) { data { id bank_name admin_default } }
}`;

/** Graph query `bankList`: the partner banks; the one with `admin_default` is preselected. */
export async function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  const { gql } = await loadGraphql();
  const data = await queryGraphql<{ bankList: { data: { id: string; bank_name: string; admin_default: boolean }[] } }>(gql(BANKS_QUERY), {
    variables: { first: 100 },
    signal,
    fetchPolicy: 'cache-first',
  });
  return data.bankList.data.map((bank) => ({ ...bank, id: Number(bank.id) }));
}
