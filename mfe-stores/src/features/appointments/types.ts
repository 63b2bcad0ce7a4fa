/** The wire shapes this feature reads and sends (generated contract types, `npm run contract`). */
import type { ApiData } from '@marktplatz/shared';

export type AppointmentEntry = ApiData<'/api/provider_appointments', 'get'>[number];
export type DaySlots = ApiData<'/api/provider_appointment/slots', 'get'>;
