import type { LoanRequest } from '../api/getLoanRequests';

/** Badge tone of each request status. */
export const STATUS_TONES: Record<LoanRequest['status'], 'info' | 'warning' | 'success' | 'danger' | 'neutral'> = {
  submitted: 'info',
  in_review: 'warning',
  offered: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
};
