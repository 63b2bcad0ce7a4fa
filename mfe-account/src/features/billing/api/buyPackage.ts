import { http, type ApiData, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

export type Purchase = ApiData<'/storePackage', 'post'>;

/** How the package is paid (`POST /buyPackage` besides `package_id`). */
export type PaymentChoice = Omit<ApiRequestBody<'/buyPackage', 'post'>, 'package_id'>;

/** `POST /buyPackage`: the first subscription, invoiced at once. */
export async function buyPackage(packageId: number, payment: PaymentChoice): Promise<{ data: Purchase; message?: string }> {
  const response = await http.post<ApiResponse<'/buyPackage', 'post'>>('buyPackage', {
    package_id: packageId,
    ...payment,
  } satisfies ApiRequestBody<'/buyPackage', 'post'>);
  return { data: response.data.data, message: response.data.message };
}
