import { adminCall } from '../../../lib/adminApi';
import type { ModerationOptions } from './types';

/** `GET /admin/moderation/options`: the grounds and concrete grounds of a suspension (German labels). */
export async function getModerationOptions(): Promise<ModerationOptions> {
  return (await adminCall<ModerationOptions>({ method: 'GET', url: '/admin/moderation/options' })).data;
}
