/** The inquiry side of the leads, by topic in the sibling files (shared rules, answer files, submitting, lists, offers, decisions). */
export {
  INQUIRY_OPEN_DAYS,
  MAX_PROVIDERS,
  INQUIRY_NOT_FOUND,
  LEAD_NOT_FOUND,
  OFFER_NOT_FOUND,
  FILE_NOT_FOUND,
  PROVIDER_NOT_FOUND,
  CONFIRMATION_TEXT,
  berlinEndOfDay,
  countdown,
} from './inquiry-rules';
export { uploadAnswerFile, downloadableFile } from './answer-files';
export { submitLead, createDirectInquiry } from './inquiry-submit';
export { customerLeads, customerInquiry, PROVIDER_TABS, providerLeads, providerLeadDetail, leadCounts } from './inquiry-lists';
export { type OfferInput, OFFER_CLOSED_MESSAGE, OFFER_EXISTS_MESSAGE, sendOffer, type Presence, offerDetail, offerList } from './offers';
export { NOT_SENT_MESSAGE, INQUIRY_DONE_MESSAGE, customerDecision, offerPriceText, withdrawOffer } from './offer-decisions';
