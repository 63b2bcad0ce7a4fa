import type { Executor } from '../db/client';
import type { AppConfig } from '../config';
import type { DomainModule, WithdrawalReason } from './types';

/**
 * A provider's offers on and off the marketplace, across every module that has some (`DomainModule.withdrawProvider`
 * and `reinstateProvider`), in module order and inside the caller's transaction. The account deletion calls
 * `withdrawProvider(tx, id, 'account_ended')`; a suspension by the back office calls it with `'suspended'` and, when
 * lifted, `reinstateProvider`. Built once per app from the registered modules (`app.providerWithdrawal`), so the
 * callers import none of the modules.
 */
export interface ProviderWithdrawalSteps {
  withdrawProvider(tx: Executor, providerId: number, reason: WithdrawalReason): Promise<void>;
  reinstateProvider(tx: Executor, providerId: number): Promise<void>;
}

export function providerWithdrawalSteps(modules: readonly DomainModule[], config: AppConfig): ProviderWithdrawalSteps {
  const withdrawals = modules.flatMap((module) => (module.withdrawProvider ? [module.withdrawProvider] : []));
  const reinstatements = modules.flatMap((module) => (module.reinstateProvider ? [module.reinstateProvider] : []));
  return {
    async withdrawProvider(tx, providerId, reason) {
      for (const withdraw of withdrawals) await withdraw(tx, providerId, reason, { config });
    },
    async reinstateProvider(tx, providerId) {
      for (const reinstate of reinstatements) await reinstate(tx, providerId, { config });
    },
  };
}
