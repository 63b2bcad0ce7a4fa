import { adminCall } from '../../../lib/adminApi';

/** `GET /admin/transparency` (from the API contract until the generated contract has it). */
export interface TransparencyReport {
  date_from: string;
  date_to: string;
  notices_total: number;
  notices_by_category: Array<{ category: string; label: string; count: number }>;
  notices_by_source: Array<{ source: string; label: string; count: number }>;
  actions_by_type_and_ground: Array<{ action: string; action_label: string; ground: string; ground_label: string; count: number }>;
  decisions_no_action: number;
  own_initiative_actions: number;
  complaints: { received: number; decided: number; upheld: number; reversed: number; open: number };
  median_hours_to_decision: number | null;
  median_hours_to_complaint_decision: number | null;
}

export interface Period {
  date_from: string;
  date_to: string;
}

/** The figures of Art. 15/24 DSA for Berlin days `date_from`–`date_to` (inclusive). */
export async function getTransparency(period: Period): Promise<TransparencyReport> {
  return (await adminCall<TransparencyReport>({ method: 'GET', url: '/admin/transparency', params: period })).data;
}
