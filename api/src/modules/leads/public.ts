/**
 * What other modules may use of the leads: a provider's lead counters, the German date of an answer, the files of
 * a user's inquiries and offers (documents page) and the upload checks of spec 01 §5 (rule `api-module-internals`).
 */
export { parseGermanDate } from './answers';
export { checkFile, type CheckedFile, FILE_TYPE_MESSAGE, MAX_INQUIRY_FILE_BYTES, readForm, TOO_LARGE_MESSAGE } from './files';
export { inquiriesOf, type InquiryFileEntry, inquiryFilesFor, type InquirySide, takesPartInInquiry } from './inquiry-documents';
export { leadCounts } from './inquiry-service';
