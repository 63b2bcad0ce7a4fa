import type { ComplaintListItem, NoticeDetail } from '../../notices';

/** `GET /admin/complaints/:id` (from the API contract until the generated contract has it). */
export interface ComplaintDetail extends ComplaintListItem {
  text: string;
  case: NoticeDetail;
}

export type { ComplaintListItem };
