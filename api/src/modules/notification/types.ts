/**
 * Notification types a user can switch on or off (`notification_value` 1/0), with their German labels.
 * `order_sound` is no notification of its own: it says whether the order board plays a sound on new orders.
 */
export const NOTIFICATION_SETTINGS = [
  { type: 'new_order', label: 'Neue Bestellung' },
  { type: 'order_status', label: 'Bestellstatus geändert' },
  { type: 'new_message', label: 'Neue Nachricht' },
  { type: 'new_inquiry', label: 'Neue Anfrage' },
  { type: 'new_offer', label: 'Neues Angebot' },
  { type: 'offer_accepted', label: 'Angebot angenommen' },
  { type: 'new_review', label: 'Neue Bewertung' },
  { type: 'newsletter', label: 'Newsletter und Aktionen' },
  { type: 'order_sound', label: 'Ton bei neuen Bestellungen' },
] as const;

export type NotificationSettingType = (typeof NOTIFICATION_SETTINGS)[number]['type'];

export const NOTIFICATION_SETTING_TYPES = NOTIFICATION_SETTINGS.map((setting) => setting.type) as [
  NotificationSettingType,
  ...NotificationSettingType[],
];

/**
 * Types `notify` accepts: every switchable one except the order sound, plus `account` (registration
 * confirmed, password changed and other security notices), which a user cannot switch off.
 */
export type NotificationType = Exclude<NotificationSettingType, 'order_sound'> | 'account';

export const ALWAYS_ON_TYPES: ReadonlySet<NotificationType> = new Set(['account']);
