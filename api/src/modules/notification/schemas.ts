import { z } from 'zod';
import { pageQuery } from '../../http/pagination';
import { NOTIFICATION_SETTING_TYPES } from './types';

export const settingBody = z.object({
  notification_type: z.enum(NOTIFICATION_SETTING_TYPES, {
    error: `Unbekannte Benachrichtigungsart. Erlaubt: ${NOTIFICATION_SETTING_TYPES.join(', ')}.`,
  }),
  notification_value: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: 'Der Wert muss 1 (an) oder 0 (aus) sein.',
    })
    .transform((value) => value === 1 || value === '1' || value === true),
});

export const readSingleBody = z.object({
  notification_id: z.coerce
    .number({ error: 'Bitte geben Sie eine Benachrichtigung an.' })
    .int('Die Benachrichtigungs-ID muss eine ganze Zahl sein.')
    .positive('Die Benachrichtigungs-ID muss positiv sein.')
    .max(2_147_483_647, 'Die Benachrichtigungs-ID ist zu groß.'),
});

export const notificationPageQuery = pageQuery(10);
