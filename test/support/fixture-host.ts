/**
 * The web host with the test-fixture game added (tests only; the app never lists it). Same flags
 * and address line as electron/backend/web/cli.ts, which it reuses.
 */
import { serveFromArgs } from '../../electron/backend/web/cli';
import { fixtureGame } from '../fixtures/fixture-game';

await serveFromArgs(process.argv.slice(2), { gameModules: [fixtureGame], appVersion: 'test' });
