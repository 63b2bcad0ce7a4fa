import { http, type Envelope } from '@marktplatz/shared';
import type { Gender } from '../../../lib/types';

export interface CustomerRegistration {
  gender: Gender;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation?: string;
  phone?: string;
  bank_id?: number;
}

export interface RegistrationAnswer {
  requires_email_confirmation?: boolean;
}

/** `POST /register/customer` → 201 with `requires_email_confirmation`. */
export async function registerCustomer(payload: CustomerRegistration): Promise<RegistrationAnswer> {
  const response = await http.post<Envelope<RegistrationAnswer>>('register/customer', payload);
  return response.data.data ?? {};
}
