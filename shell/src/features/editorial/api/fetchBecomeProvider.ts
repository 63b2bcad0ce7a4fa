import type { BecomeProvider } from '../types';
import { publicGet } from '../lib/publicGet';

/** `GET /becomeProviderPage`: the texts of „Anbieter werden“. */
export const fetchBecomeProvider = async (signal?: AbortSignal) => (await publicGet<BecomeProvider>('/becomeProviderPage', signal)).data;
