#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium. Installs the Debian package `chromium` when running as
// root with apt-get; never downloads a browser from anywhere else.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function fail(reason) {
  console.error(
    [
      `Chromium fehlt unter ${CHROMIUM}. ${reason.de}`,
      'Bitte das Debian-Paket `chromium` installieren: sudo apt-get install -y chromium',
      `Chromium is missing at ${CHROMIUM}. ${reason.en}`,
      'Please install the Debian package `chromium`: sudo apt-get install -y chromium',
    ].join('\n'),
  );
  process.exit(1);
}

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !hasAptGet()) {
  fail({
    de: 'Automatische Installation nur als root mit apt-get möglich.',
    en: 'It can only be installed automatically when running as root with apt-get.',
  });
}

console.log('Installiere Chromium aus den Debian-Paketen / installing Chromium from the Debian packages …');
if (!run('apt-get', ['update']) || !run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])) {
  fail({ de: 'apt-get ist fehlgeschlagen.', en: 'apt-get failed.' });
}
if (!existsSync(CHROMIUM)) {
  fail({ de: 'Das Paket ist installiert, die Datei fehlt aber.', en: 'The package is installed but the file is missing.' });
}
console.log(`Chromium bereit / ready: ${CHROMIUM}`);
