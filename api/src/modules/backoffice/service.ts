import type { Executor } from '../../db/client';
import { moderationQueues } from '../moderation/public';
import type { StaffRole } from '../staff/public';
import { verificationQueue } from '../onboarding/public';
import { deadJobsQueue } from '../../infra/queueDead';
import { disputeQueue } from '../disputes/public';

/** One work queue: open items, the oldest item's time, how many are past their deadline. */
export interface Queue {
  count: number;
  oldestAt: Date | null;
  overdue: number;
}

export const QUEUE_KEYS = ['verification', 'notices', 'chat_reports', 'complaints', 'dead_jobs', 'disputes'] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];

interface QueueDefinition {
  key: QueueKey;
  label: string;
  /** Who works the queue (an admin sees every queue). */
  roles: readonly StaffRole[];
  /** The back office screen of the queue, or null while it has none. */
  path: string | null;
}

/** The dashboard's queues in the order they are shown, with the roles that work them (modules' README). */
export const QUEUES: readonly QueueDefinition[] = [
  { key: 'notices', label: 'Meldungen', roles: ['trust_safety'], path: '/admin/meldungen?status=open&source=notice' },
  {
    key: 'chat_reports',
    label: 'Gemeldete Chatnachrichten',
    roles: ['trust_safety', 'support'],
    path: '/admin/meldungen?status=open&source=chat_report',
  },
  { key: 'complaints', label: 'Beschwerden', roles: ['trust_safety'], path: '/admin/beschwerden?status=open' },
  { key: 'verification', label: 'Anbieter zu verifizieren', roles: ['trust_safety'], path: '/admin/anbieter?status=submitted' },
  { key: 'dead_jobs', label: 'Fehlgeschlagene Aufträge', roles: ['admin'], path: '/admin/jobs' },
  { key: 'disputes', label: 'Streitfälle', roles: ['support'], path: '/admin/streitfaelle' },
];

export function queueVisible(definition: QueueDefinition, roles: readonly StaffRole[]): boolean {
  return roles.includes('admin') || definition.roles.some((role) => roles.includes(role));
}

export interface DashboardQueue {
  key: QueueKey;
  label: string;
  count: number;
  oldest_at: string | null;
  oldest_age_minutes: number | null;
  overdue: number;
  path: string | null;
}

/**
 * The first screen of the back office: the queues the member's roles work, each with its count, the age of the
 * oldest open item and how many are overdue. Only the queues the roles may see are read at all.
 */
export async function dashboard(
  db: Executor,
  roles: readonly StaffRole[],
  now = new Date(),
): Promise<{ generated_at: string; queues: DashboardQueue[] }> {
  const visible = QUEUES.filter((definition) => queueVisible(definition, roles));
  const wanted = new Set(visible.map((definition) => definition.key));
  const moderation = wanted.has('notices') || wanted.has('chat_reports') || wanted.has('complaints') ? await moderationQueues(db) : null;
  const values: Partial<Record<QueueKey, Queue>> = {
    notices: moderation?.notices,
    chat_reports: moderation?.chatReports,
    complaints: moderation?.complaints,
    verification: wanted.has('verification') ? await verificationQueue(db) : undefined,
    dead_jobs: wanted.has('dead_jobs') ? await deadJobsQueue(db) : undefined,
    disputes: wanted.has('disputes') ? await disputeQueue(db, now) : undefined,
  };
  const queues = visible.map((definition): DashboardQueue => {
    const queue = values[definition.key] ?? { count: 0, oldestAt: null, overdue: 0 };
    const oldest = queue.count > 0 ? queue.oldestAt : null;
    return {
      key: definition.key,
      label: definition.label,
      count: queue.count,
      oldest_at: oldest ? oldest.toISOString() : null,
      oldest_age_minutes: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 60_000)) : null,
      overdue: queue.overdue,
      path: definition.path,
    };
  });
  return { generated_at: now.toISOString(), queues };
}
