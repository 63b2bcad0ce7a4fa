import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/documents';
import { removePrivateUpload } from '../../http/uploads';
import { defineJob, enqueueJob } from '../../infra/queue';
import type { DomainModule } from '../types';
import routes from './routes';

const REMOVE_FILES_JOB = 'documents.remove-files';

defineJob<{ keys: string[] }>(REMOVE_FILES_JOB, async (job, _tx, { config }) => {
  for (const key of job.payload.keys) await removePrivateUpload(config, key);
});

export const documentsModule: DomainModule = {
  name: 'documents',
  routes,
  // The rows go with the account; their files are removed by a job once the deletion committed.
  eraseUser: async (tx, user) => {
    const removed = await tx.delete(documents).where(eq(documents.ownerId, user.id)).returning({ key: documents.storageKey });
    if (removed.length > 0) await enqueueJob(tx, REMOVE_FILES_JOB, { keys: removed.map((row) => row.key) });
  },
};
