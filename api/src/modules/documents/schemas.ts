import { z } from 'zod';
import { DOCUMENT_TYPES } from '../../db/schema/documents';
import { wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';

export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  contract: 'Vertrag',
  invoice: 'Rechnung',
  offer: 'Angebot',
  plan: 'Plan oder Zeichnung',
  photo: 'Foto',
  other: 'Sonstiges',
};

const typeEnum = z.enum(DOCUMENT_TYPES, { error: `Erlaubt sind ${DOCUMENT_TYPES.join(', ')}.` });
const search = fields.text().trim().max(100, 'Höchstens 100 Zeichen erlaubt.').optional();

export const inquiryDocumentsQuery = pageQuery(20).extend({ search });
export const documentsQuery = pageQuery(20).extend({ search, type: typeEnum.optional() });

export const updateDocumentBody = z
  .object({
    id: fields.id(),
    title: fields.requiredText(200).optional(),
    type: typeEnum.optional(),
    show: fields.flag().optional(),
    inquiry_id: fields.id().nullish(),
  })
  .strict();
export type UpdateDocumentInput = z.infer<typeof updateDocumentBody>;

const flag = z.number().int().min(0).max(1);

export const documentSchema = wireSchema(
  'UserDocument',
  z.object({
    id: z.number(),
    title: z.string(),
    type: typeEnum,
    type_text: z.string(),
    show: flag,
    own: z.boolean(),
    file_name: z.string(),
    mime_type: z.string(),
    size: z.number(),
    inquiry_id: z.number().nullable(),
    inquiry_title: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type DocumentItem = z.infer<typeof documentSchema>;

export const documentInfoSchema = wireSchema(
  'UserDocumentInfo',
  documentSchema.extend({
    /** A short-lived download link (PRIVATE_URL_TTL_SECONDS). */
    url: z.string(),
    inquiries: z.array(z.object({ id: z.number(), title: z.string() })),
  }),
);

/** A file of the documents page's inquiry list: an inquiry's or offer's file, or a document the other side shared. */
export const inquiryDocumentSchema = wireSchema(
  'InquiryDocument',
  z.object({
    key: z.string(),
    source: z.enum(['inquiry', 'offer', 'shared']),
    source_text: z.string(),
    title: z.string(),
    file_name: z.string(),
    mime_type: z.string(),
    size: z.number(),
    inquiry_id: z.number(),
    inquiry_title: z.string(),
    own: z.boolean(),
    created_at: z.string(),
    /** Inquiry and offer files: the checked download (bearer token); shared documents: null (use getDocumentInfo). */
    file: z.string().nullable(),
    document_id: z.number().nullable(),
  }),
);
export type InquiryDocument = z.infer<typeof inquiryDocumentSchema>;
