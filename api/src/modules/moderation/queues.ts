import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moderationComplaints, moderationReports } from '../../db/schema/moderation';
import { complaintDeadline, deadlineOf } from './service';

export interface Queue {
  count: number;
  oldestAt: Date | null;
  overdue: number;
}

function queueOf(items: { createdAt: Date; deadline: Date | null }[], now: Date): Queue {
  let oldestAt: Date | null = null;
  let overdue = 0;
  for (const item of items) {
    if (oldestAt === null || item.createdAt < oldestAt) oldestAt = item.createdAt;
    if (item.deadline !== null && item.deadline < now) overdue += 1;
  }
  return { count: items.length, oldestAt, overdue };
}

/**
 * The open moderation queues for the dashboard (open items only): notices of the form, reported conversations and
 * complaints, each with its oldest item and how many are past their deadline (README „Fristen“).
 */
export async function moderationQueues(db: Executor): Promise<{ notices: Queue; chatReports: Queue; complaints: Queue }> {
  const [cases, complaints] = await Promise.all([
    db
      .select({ source: moderationReports.source, category: moderationReports.category, createdAt: moderationReports.createdAt })
      .from(moderationReports)
      .where(inArray(moderationReports.status, ['received', 'in_review'])),
    db.select({ createdAt: moderationComplaints.createdAt }).from(moderationComplaints).where(eq(moderationComplaints.status, 'open')),
  ]);
  const now = new Date();
  const withDeadline = (rows: typeof cases) => rows.map((row) => ({ createdAt: row.createdAt, deadline: deadlineOf(row) }));
  return {
    notices: queueOf(withDeadline(cases.filter((row) => row.source !== 'chat_report')), now),
    chatReports: queueOf(withDeadline(cases.filter((row) => row.source === 'chat_report')), now),
    complaints: queueOf(
      complaints.map((row) => ({ createdAt: row.createdAt, deadline: complaintDeadline(row.createdAt) })),
      now,
    ),
  };
}
