/** The customer feature's public surface (inquiries and offers); its routed pages are imported lazily by path. */
export { downloadInquiryFile } from './api/downloadInquiryFile';
