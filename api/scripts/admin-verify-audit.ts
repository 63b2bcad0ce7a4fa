/**
 * Walks the back-office audit log's hash chain from the first entry: `npm run admin:verify-audit`. Reports gaps,
 * edited entries and a missing end; exit code 0 when the chain is intact, 1 otherwise. Prints the newest hash, which
 * can be noted elsewhere (a later run that ends in the same hash proves nothing before it was rewritten).
 * Uses the API's settings (DATABASE_URL, or the PGlite folder DATA_DIR — stop the API first).
 */
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';
import { verifyAuditChain } from '../src/modules/staff/public';

const config = loadConfig();
let handle: DatabaseHandle | undefined;
try {
  handle = config.databaseUrl ? openPostgres(config.databaseUrl, 2) : await openPglite(config.dataDir);
  const result = await verifyAuditChain(handle.db);
  if (result.ok) {
    console.log(`Audit-Protokoll intakt: ${result.rows} Einträge geprüft, Kette lückenlos.`);
  } else {
    console.error(`Audit-Protokoll NICHT intakt: ${result.rows} Einträge geprüft, ${result.problems.length} Befund(e):`);
    for (const problem of result.problems) console.error(`  Nr. ${problem.seq}: ${problem.problem}`);
    process.exitCode = 1;
  }
  if (result.head) console.log(`Kopf: Nr. ${result.head.seq}, Prüfsumme ${result.head.hash}`);
} catch (error) {
  console.error(`Fehler: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle?.close();
}
