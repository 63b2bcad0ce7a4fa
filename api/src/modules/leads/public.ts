/**
 * What other modules may use of the leads: a provider's lead counters and the files of a user's inquiries and offers
 * (documents page; rule `api-module-internals`). The upload checks of spec 01 §5 are in `http/multipart-files.ts`, the
 * German date and number input in `lib/german-input.ts`.
 */
export {
  inquiriesOf,
  type InquiryFileEntry,
  inquiryFilesFor,
  type InquirySide,
  inquiryTitles,
  takesPartInInquiry,
} from './inquiry-documents';
export { leadCounts } from './inquiry-service';
export { hasLeadRoute } from './provider-facts';
