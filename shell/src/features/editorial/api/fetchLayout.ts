import type { LayoutData } from '../types';
import { publicGet } from '../lib/publicGet';

/** `GET /layoutData`: the frame's menus, contact and settings. */
export const fetchLayout = async (signal?: AbortSignal) => (await publicGet<LayoutData>('/layoutData', signal)).data;
