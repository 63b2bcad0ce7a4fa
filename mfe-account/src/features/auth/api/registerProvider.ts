import { http, type Envelope } from '@marktplatz/shared';
import type { CustomerRegistration, RegistrationAnswer } from './registerCustomer';

export interface ProviderRegistration extends Omit<CustomerRegistration, 'bank_id'> {
  company_name: string;
  street: string;
  street_number: string;
  postal_code: string;
  city: string;
  phone: string;
  vat_number?: string;
}

/** `POST /register/provider` (spec 01 §3 provider fields). */
export async function registerProvider(payload: ProviderRegistration): Promise<RegistrationAnswer> {
  const response = await http.post<Envelope<RegistrationAnswer>>('register/provider', payload);
  return response.data.data ?? {};
}
