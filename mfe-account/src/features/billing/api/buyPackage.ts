import { http, type ApiData, type Envelope } from '@marktplatz/shared';

export type Purchase = ApiData<'/storePackage', 'post'>;

export interface PaymentChoice {
  payment_method: 'invoice' | 'sepa' | 'balance';
  account_holder?: string;
  iban?: string;
  sepa_mandate?: 0 | 1;
}

/** `POST /buyPackage`: the first subscription, invoiced at once. */
export async function buyPackage(packageId: number, payment: PaymentChoice): Promise<{ data: Purchase; message?: string }> {
  const response = await http.post<Envelope<Purchase>>('buyPackage', { package_id: packageId, ...payment });
  return { data: response.data.data, message: response.data.message };
}
