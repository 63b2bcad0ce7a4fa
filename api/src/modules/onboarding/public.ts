/**
 * What other modules may use of the onboarding (rule `api-module-internals`): the publishing gate of Art. 30 DSA
 * and the trader data for "Angaben zum Anbieter".
 */
export { assertCanPublish, canPublish, NOT_VERIFIED_MESSAGE, ONBOARDING_PATH, traderInfo, traderInfos, verifiedProviderSql } from './gate';
export { type TraderInfo, traderInfoSchema } from './schemas';
