import { buildFixtures } from '../harness/fixtures.js';

await buildFixtures();
