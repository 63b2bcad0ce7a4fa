/**
 * What other modules may use of the onboarding (rule `api-module-internals`): the publishing gate of Art. 30 DSA,
 * the trader data for "Angaben zum Anbieter", and for the back office the records, one provider's data as staff
 * see them and the verification decision.
 */
import { sql, type SQL } from 'drizzle-orm';
import { providerOnboarding } from '../../db/schema/onboarding';
import { companyTypeNameSql } from '../reference/public';
import { presentTraderInfo, type TraderInfoJson } from './gate';
import type { TraderInfo as TraderInfoOf } from './schemas';
export { assertCanPublish, canPublish, NOT_VERIFIED_MESSAGE, ONBOARDING_PATH, traderInfo, traderInfos, verifiedProviderSql } from './gate';
export { type TraderInfo, traderInfoSchema } from './schemas';
export type { TraderInfoJson } from './gate';

/**
 * A SQL expression (for another module's statement) with the provider's verified trader data as one JSON object, or
 * null without verified data — the same rows `traderInfo` reads, so a page can take them in its own round trip.
 */
export function traderInfoJsonSql(providerId: SQL): SQL {
  return sql`(select json_build_object('company_name', o.company_name, 'legal_form', ${companyTypeNameSql(sql`o.company_type_id`)},
      'legal_representative', o.legal_representative, 'street', o.street, 'house_number', o.house_number,
      'zip_code', o.zip_code, 'city', o.city, 'country', o.country, 'phone', o.phone, 'email', o.email,
      'register_court', o.register_court, 'register_number', o.register_number, 'vat_id', o.vat_id,
      'self_certified', o.self_certified_at is not null)
    from ${providerOnboarding} o
    where o.provider_id = ${providerId} and o.status = 'verified' and o.account_ended_at is null)`;
}

/** "Angaben zum Anbieter" from {@link traderInfoJsonSql}, exactly as `traderInfo` presents them. */
export function traderInfoFromJson(json: TraderInfoJson | null): TraderInfoOf | null {
  return json ? presentTraderInfo(json) : null;
}
export { verificationQueue, VERIFICATION_DUE_DAYS, type Queue } from './queue';
export { ONBOARDING_STATUSES, type OnboardingStatus } from '../../db/schema/onboarding';
export { onboardingForStaffSchema, onboardingStepSchema, type OnboardingForStaff } from './schemas';
export { decide as decideVerification, type Decider, STATUS_TEXTS as ONBOARDING_STATUS_TEXTS } from './service';
export { onboardingForStaff, onboardingRecords, STAFF_LINK_SECONDS } from './staff-view';
