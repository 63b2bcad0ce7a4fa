#!/usr/bin/env node
// The release CLI: `npm run release -- <Befehl> …` (German output; see tooling/release/README.md).
import { main } from './commands.mjs';

process.exitCode = await main(process.argv.slice(2), { env: process.env, out: console.log, err: console.error });
