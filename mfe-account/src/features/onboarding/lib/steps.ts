import type { Onboarding, OnboardingStepKey, OnboardingUpdate } from '../api/onboarding';

/** The form's values: every step's fields as typed (one form, so a step keeps what was typed when moving around). */
export interface OnboardingValues {
  company_type_id?: string;
  company_name?: string;
  legal_representative?: string;
  street?: string;
  house_number?: string;
  zip_code?: string;
  city?: string;
  phone?: string;
  email?: string;
  register_court?: string;
  register_number?: string;
  vat_id?: string;
  tax_number?: string;
  vat_status?: string;
  account_holder?: string;
  iban?: string;
  bic?: string;
  self_certification?: boolean;
}

/** Which fields (API names, also of the 422 errors) belong to which step. */
export const STEP_FIELDS: Record<OnboardingStepKey, readonly string[]> = {
  company: ['company_type_id', 'company_name', 'legal_representative'],
  address: ['street', 'house_number', 'zip_code', 'city'],
  contact: ['phone', 'email'],
  register: ['register_court', 'register_number'],
  tax: ['vat_id', 'tax_number', 'vat_status'],
  id_document: ['id_document', 'file'],
  payout: ['account_holder', 'iban', 'bic'],
  self_certification: ['self_certification'],
};

export function initialValues(info: Onboarding): OnboardingValues {
  return {
    company_type_id: info.company_type_id ? String(info.company_type_id) : '',
    company_name: info.company_name ?? '',
    legal_representative: info.legal_representative ?? '',
    street: info.street ?? '',
    house_number: info.house_number ?? '',
    zip_code: info.zip_code ?? '',
    city: info.city ?? '',
    phone: info.phone ?? '',
    email: info.email ?? '',
    register_court: info.register_court ?? '',
    register_number: info.register_number ?? '',
    vat_id: info.vat_id ?? '',
    tax_number: info.tax_number ?? '',
    vat_status: info.vat_status ?? '',
    account_holder: info.payout_account?.account_holder ?? '',
    iban: '',
    bic: '',
    self_certification: info.self_certified,
  };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const orNull = (value: string | undefined) => trimmed(value) || null;

/** The call's body for one step: only that step's fields (empty texts as null); the last step also submits. */
export function stepPayload(step: OnboardingStepKey, values: OnboardingValues): OnboardingUpdate {
  switch (step) {
    case 'company':
      return {
        company_type_id: values.company_type_id ? Number(values.company_type_id) : null,
        company_name: orNull(values.company_name),
        legal_representative: orNull(values.legal_representative),
      };
    case 'address':
      return {
        street: orNull(values.street),
        house_number: orNull(values.house_number),
        zip_code: orNull(values.zip_code),
        city: orNull(values.city),
      };
    case 'contact':
      return { phone: orNull(values.phone), email: orNull(values.email) };
    case 'register':
      return { register_court: orNull(values.register_court), register_number: orNull(values.register_number) };
    case 'tax':
      return {
        vat_id: orNull(values.vat_id),
        tax_number: orNull(values.tax_number),
        vat_status: values.vat_status === 'regular' || values.vat_status === 'small_business' ? values.vat_status : null,
      };
    case 'payout':
      // Nothing typed keeps the account on file.
      return trimmed(values.iban)
        ? { account_holder: orNull(values.account_holder), iban: trimmed(values.iban), bic: orNull(values.bic) }
        : {};
    case 'self_certification':
      return { self_certification: values.self_certification ? 1 : 0, submit: 1 };
    default:
      return {};
  }
}

/** The first step (in order) that one of the error fields belongs to. */
export function stepOfErrors(errors: Record<string, unknown>, order: readonly OnboardingStepKey[]): OnboardingStepKey | null {
  return order.find((step) => STEP_FIELDS[step].some((field) => field in errors)) ?? null;
}
