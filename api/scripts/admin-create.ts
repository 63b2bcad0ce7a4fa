/**
 * Creates a back-office admin without a password: `npm run admin:create -- --email anna@example.com [--name "Anna Admin"]`;
 * with `--roles trust_safety,support` a member with those roles instead (default `admin`).
 * The invitation e-mail (outbox; in development GET /dev/outbox) carries a one-time set-password link, printed
 * here as well; at the first login the admin enrols the authenticator app. The creation is in the audit log
 * (actor: command line). Uses the API's settings (DATABASE_URL, or the PGlite folder DATA_DIR — stop the API first,
 * one process per PGlite folder).
 */
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';
import { STAFF_ROLES, type StaffRole } from '../src/db/schema';
import { fields } from '../src/http/validation';
import { INVITATION_TTL_HOURS } from '../src/modules/staff/constants';
import { StaffService } from '../src/modules/staff/service';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === `--${name}`) return argv[index + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function fail(message: string): never {
  console.error(`Fehler: ${message}`);
  console.error(
    `Aufruf: npm run admin:create -- --email <E-Mail-Adresse> [--name "<Name>"] [--roles <Rollen, durch Komma getrennt: ${STAFF_ROLES.join(',')}>]`,
  );
  process.exit(2);
}

const parsedEmail = fields.email().safeParse(option('email') ?? '');
if (!parsedEmail.success) fail(option('email') ? 'Die E-Mail-Adresse ist ungültig.' : '--email fehlt.');
const email = parsedEmail.data;
const name = (option('name') ?? email.split('@')[0] ?? email).trim();
if (!name || name.length > 120) fail('Der Name muss 1 bis 120 Zeichen lang sein.');
const roleList = (option('roles') ?? 'admin')
  .split(',')
  .map((role) => role.trim())
  .filter(Boolean);
const unknownRoles = roleList.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
if (roleList.length === 0) fail('--roles nennt keine Rolle.');
if (unknownRoles.length > 0) fail(`Unbekannte Rolle: ${unknownRoles.join(', ')}. Erlaubt sind: ${STAFF_ROLES.join(', ')}.`);
const roles = [...new Set(roleList)] as StaffRole[];

const config = loadConfig();
let handle: DatabaseHandle | undefined;
try {
  handle = config.databaseUrl ? openPostgres(config.databaseUrl, 2) : await openPglite(config.dataDir);
  await handle.migrate();
  const { member, link } = await new StaffService(handle.db, config).create(
    { actor: null, ip: null, reason: 'Angelegt mit npm run admin:create' },
    { email, name, roles },
  );
  console.log(
    `Mitarbeiterkonto ${member.id} angelegt: ${member.name} <${member.email}>, ${roles.length > 1 ? 'Rollen' : 'Rolle'} ${roles.join(', ')}.`,
  );
  console.log(`\nLink zum Festlegen des Passworts (${INVITATION_TTL_HOURS} Stunden gültig, einmal verwendbar):\n${link}\n`);
  console.log('Dieselbe Einladung liegt im Postausgang (mit SMTP_URL wird sie verschickt, sonst GET /dev/outbox).');
  console.log(
    `Ohne Backoffice-Oberfläche: curl -X POST ${config.publicApiUrl}/admin/password -H 'content-type: application/json' ` +
      `-d '{"token":"<token aus dem Link>","password":"<neues Passwort>"}'`,
  );
  console.log('Bei der ersten Anmeldung (POST /admin/login) wird die Authenticator-App eingerichtet.');
} catch (error) {
  const fieldErrors = (error as { errors?: Record<string, string[]> }).errors;
  console.error(
    `Fehler: ${fieldErrors ? Object.values(fieldErrors).flat().join(' ') : error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await handle?.close();
}
