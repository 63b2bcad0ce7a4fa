import { adminCall } from '../../../lib/adminApi';

/** `DELETE /admin/tokens/:tokenId`: revokes one of the member's own tokens. */
export async function revokeToken(tokenId: number): Promise<void> {
  await adminCall<unknown>({ method: 'DELETE', url: `/admin/tokens/${tokenId}` });
}
