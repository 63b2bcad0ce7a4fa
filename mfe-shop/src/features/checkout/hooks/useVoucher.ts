import { useState, type FormEvent } from 'react';
import { errorMessage } from '@marktplatz/shared';
import { messages } from '../../../messages';
import { getVoucherInfo } from '../api/getVoucherInfo';
import type { Voucher } from '../types';

/** The voucher code typed at the checkout and the voucher it was checked to be (`GET /getVoucherInfo`). */
export function useVoucher() {
  const [code, setCode] = useState('');
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const type = (next: string) => {
    setCode(next);
    setVoucher(null);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(messages.checkout.voucherMissing);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      setVoucher(await getVoucherInfo(trimmed));
    } catch (failure) {
      setVoucher(null);
      setError(errorMessage(failure));
    } finally {
      setChecking(false);
    }
  };

  return { code, type, voucher, error, checking, check };
}
