/** A notification (spec 02 §7 "Notifications"). */
export interface NotificationEntry {
  id: number;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown> | null;
  read_at: string | null;
  created_at: string;
}

export interface NotificationSetting {
  notification_type: string;
  label: string;
  notification_value: 0 | 1;
}
