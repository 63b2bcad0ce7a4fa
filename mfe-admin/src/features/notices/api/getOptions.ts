import { adminCall } from '../../../lib/adminApi';
import type { ModerationOptions } from './types';

/** `GET /admin/moderation/options`: categories, actions per target type, grounds and concrete grounds (German labels). */
export async function getOptions(): Promise<ModerationOptions> {
  return (await adminCall<ModerationOptions>({ method: 'GET', url: '/admin/moderation/options' })).data;
}
