import type { AppConfig } from '../../config';
import type { banks, providerProfiles, users } from '../../db/schema/account';
import { uploadUrl } from '../../http/uploads';

export type UserRow = typeof users.$inferSelect;
export type ProviderProfileRow = typeof providerProfiles.$inferSelect;
export type BankRow = typeof banks.$inferSelect;

export function displayName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The login response fields of spec 01 §3 (the `data` of `POST /login`). */
export function loginResponse(config: AppConfig, user: UserRow, token: { token: string; expiresAt: Date }) {
  return {
    token: token.token,
    expires_at: token.expiresAt.toISOString(),
    role: user.role,
    avatar: uploadUrl(config, user.avatar),
    last_name: user.lastName,
    first_name: user.firstName,
    subscribed: user.subscribed,
    user_id: user.id,
    name: displayName(user),
    is_show_cookie: user.isShowCookie,
    registration_completed: user.registrationCompleted,
  };
}

export function twoFactorSettings(user: UserRow) {
  return {
    two_factor_mobile: user.twoFactorMobile,
    two_factor_status: user.twoFactorStatus,
    two_factor_country_code: user.twoFactorCountryCode,
  };
}

/** `GET /profile/customer`. */
export function customerProfile(config: AppConfig, user: UserRow) {
  return {
    id: user.id,
    user_id: user.id,
    role: user.role,
    gender: user.gender,
    first_name: user.firstName,
    last_name: user.lastName,
    name: displayName(user),
    email: user.email,
    username: user.username,
    birthday: user.birthday,
    phone: user.phone,
    address: user.address,
    country_id: user.countryId,
    bank_id: user.bankId,
    avatar: uploadUrl(config, user.avatar),
    subscribed: user.subscribed,
    is_show_cookie: user.isShowCookie,
    registration_completed: user.registrationCompleted,
    ...twoFactorSettings(user),
  };
}

/** `GET /providerProfile`: the provider profile fields of spec 01 §3, plus role and session fields. */
export function providerProfile(config: AppConfig, user: UserRow, profile: ProviderProfileRow | undefined) {
  return {
    id: user.id,
    user_id: user.id,
    role: user.role,
    bank_id: user.bankId,
    gender: user.gender,
    first_name: user.firstName,
    last_name: user.lastName,
    name: displayName(user),
    email: user.email,
    company_name: profile?.companyName ?? '',
    phone: user.phone,
    street: profile?.street ?? '',
    house_number: profile?.houseNumber ?? '',
    zip_code: profile?.zipCode ?? '',
    city: profile?.city ?? '',
    show_profile: profile?.showProfile ?? true,
    second_email: profile?.secondEmail ?? null,
    user_name: user.username,
    vat_number: profile?.vatNumber ?? null,
    company_registration_number: profile?.companyRegistrationNumber ?? null,
    invoice_text_1: profile?.invoiceText1 ?? null,
    invoice_text_2: profile?.invoiceText2 ?? null,
    invoice_text_3: profile?.invoiceText3 ?? null,
    invoice_text_4: profile?.invoiceText4 ?? null,
    invoice_text_5: profile?.invoiceText5 ?? null,
    small_business: profile?.smallBusiness ?? false,
    avatar: uploadUrl(config, user.avatar),
    birthday: user.birthday,
    address: user.address,
    country_id: user.countryId,
    subscribed: user.subscribed,
    is_show_cookie: user.isShowCookie,
    registration_completed: user.registrationCompleted,
    ...twoFactorSettings(user),
  };
}
