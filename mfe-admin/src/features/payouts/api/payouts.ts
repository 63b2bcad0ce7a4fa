import { adminCall, adminRaw } from '../../../lib/adminApi';
import type { PageMeta, PayoutRequest, PayoutRun, PayoutRunDetail, ReturnedPayout } from './types';

/** `GET /admin/payouts/requests`: every requested withdrawal with the provider's available balance. */
export async function listRequests(): Promise<PayoutRequest[]> {
  return (await adminCall<PayoutRequest[]>({ method: 'GET', url: '/admin/payouts/requests' })).data;
}

/** `GET /admin/payouts/runs`: one page of the payout runs, newest first. */
export async function listRuns(page: number, perPage: number): Promise<{ rows: PayoutRun[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<PayoutRun[], PageMeta>({
    method: 'GET',
    url: '/admin/payouts/runs',
    params: { page, per_page: perPage },
  });
  return { rows: data, meta };
}

/** `GET /admin/payouts/runs/:id`: one run with its withdrawals. */
export async function getRun(id: number): Promise<PayoutRunDetail> {
  return (await adminCall<PayoutRunDetail>({ method: 'GET', url: `/admin/payouts/runs/${id}` })).data;
}

/** `POST /admin/payouts/runs`: a run over the chosen withdrawals (status „Angelegt“). */
export async function createRun(withdrawalIds: number[], reason: string): Promise<PayoutRun> {
  return (
    await adminCall<PayoutRun>({
      method: 'POST',
      url: '/admin/payouts/runs',
      data: { withdrawal_ids: withdrawalIds, ...(reason ? { reason } : {}) },
    })
  ).data;
}

export type RunStep = 'release' | 'executed' | 'cancel';

/** `POST /admin/payouts/runs/:id/release|executed|cancel`: one step of the run; the server checks who may. */
export async function runStep(id: number, step: RunStep): Promise<PayoutRun> {
  return (await adminCall<PayoutRun>({ method: 'POST', url: `/admin/payouts/runs/${id}/${step}` })).data;
}

/** `POST /admin/payouts/returned`: the bank returned a paid payout; the amount goes back to the balance. */
export async function markReturned(invoiceNumber: string, reason: string): Promise<ReturnedPayout> {
  return (
    await adminCall<ReturnedPayout>({ method: 'POST', url: '/admin/payouts/returned', data: { invoice_number: invoiceNumber, reason } })
  ).data;
}

/** `GET /admin/payouts/runs/:id/file`: the kept pain.001 file, saved in the browser as `<batch id>.xml`. */
export async function downloadRunFile(run: { id: number; batch_id: string | null }): Promise<void> {
  const xml = await adminRaw({ method: 'GET', url: `/admin/payouts/runs/${run.id}/file`, responseType: 'text' });
  const url = URL.createObjectURL(new Blob([String(xml)], { type: 'application/xml;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${run.batch_id ?? `auszahlungslauf-${run.id}`}.xml`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
