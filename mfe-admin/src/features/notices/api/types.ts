/**
 * Wire shapes of the trust & safety routes (`/admin/notices…`, `/admin/moderation/options`), written from the API
 * contract until the generated contract has them; then `ApiData<'/admin/notices', 'get'>` etc.
 */
export type NoticeStatus = 'received' | 'in_review' | 'action_taken' | 'no_action';
export type NoticeSource = 'notice' | 'chat_report' | 'own_initiative';
export type StatusFilter = 'open' | NoticeStatus;

export interface Option {
  value: string;
  label: string;
}

export interface ModerationOptions {
  categories: Option[];
  target_types: Option[];
  actions: Array<Option & { target_types: string[] }>;
  grounds: Option[];
  ground_details: Array<Option & { ground: string }>;
  complaint_outcomes: Option[];
}

export interface Person {
  id: number;
  name: string;
}

export interface NoticeListItem {
  id: number;
  case_number: string;
  source: NoticeSource;
  source_label: string;
  target_type: string;
  target_type_label: string;
  target_id: number;
  target_label: string;
  category: string;
  category_label: string;
  status: NoticeStatus;
  status_label: string;
  created_at: string;
  deadline_at: string | null;
  overdue: boolean;
  decided_at: string | null;
  decided_by: Person | null;
  open_complaints: number;
}

export interface ComplaintListItem {
  id: number;
  case_id: number;
  case_number: string;
  complainant_role: 'affected' | 'reporter';
  complainant_role_label: string;
  complainant_name: string;
  created_at: string;
  deadline_at: string | null;
  status: string;
  status_label: string;
  first_decided_by: Person | null;
  decided_by: Person | null;
  outcome: string | null;
  outcome_label: string | null;
}

export interface NoticeDecision {
  outcome: string;
  outcome_label: string;
  action: string | null;
  action_label: string | null;
  ground: string | null;
  ground_label: string | null;
  ground_detail: string | null;
  ground_detail_label: string | null;
  reason: string;
  decided_by: Person;
  decided_at: string;
}

export interface NoticeDetail extends NoticeListItem {
  explanation: string;
  good_faith: boolean;
  reporter: { name: string; email: string; user_id: number | null } | null;
  target_url: string | null;
  affected_user: { id: number; name: string; role: string } | null;
  decision: NoticeDecision | null;
  events: Array<{ from_status: string | null; to_status: string; actor_name: string; note: string | null; created_at: string }>;
  complaints: ComplaintListItem[];
  chat: { conversation_id: number; messages: Array<{ author_name: string; text: string; sent_at: string }> } | null;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface DecisionBody {
  outcome: 'action_taken' | 'no_action';
  action?: string;
  ground?: string;
  ground_detail?: string;
  reason: string;
}
