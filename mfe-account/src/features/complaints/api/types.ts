/**
 * Wire shapes of the complaint routes (`/moderation/my-decisions`, `/moderation/complaints…`), written from the API
 * contract until the generated contract has them; then `ApiData<'/moderation/my-decisions', 'get'>` etc.
 */
export interface MyDecision {
  case_id: number;
  case_number: string;
  role: 'affected' | 'reporter';
  target_label: string;
  decided_at: string;
  outcome_label: string;
  action_label: string | null;
  ground_label: string | null;
  reason: string;
  complaint_until: string;
  can_complain: boolean;
  complaint: { status: string; status_label: string; outcome_label: string | null; created_at: string } | null;
}

export interface LinkedCase {
  case_number: string;
  target_label: string;
  decided_at: string;
  outcome_label: string;
  reason: string;
  complaint_until: string;
  can_complain: boolean;
}
