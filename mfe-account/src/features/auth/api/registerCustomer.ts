import { http, type ApiData, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

export type CustomerRegistration = ApiRequestBody<'/register/customer', 'post'>;

/** The answer of a registration: the new account waits for its e-mail confirmation. */
export type RegistrationAnswer = ApiData<'/register/customer', 'post'>;

/** `POST /register/customer` → 201 with `requires_email_confirmation`. */
export async function registerCustomer(payload: CustomerRegistration): Promise<RegistrationAnswer> {
  const response = await http.post<ApiResponse<'/register/customer', 'post'>>('register/customer', payload);
  return response.data.data;
}
