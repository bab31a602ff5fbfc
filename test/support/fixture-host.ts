/**
 * The web host with the test-fixture game added (tests only; the app never lists it). Same flags
 * and address line as electron/backend/web/cli.ts, which it reuses.
 */
import { serveFromArgs } from '../../electron/backend/web/cli';
import { gamesWithFixture } from '../fixtures/fixture-game/definition';

// The shipped engines stay (the home page and the New game dialog list them), plus the fixture game.
await serveFromArgs(process.argv.slice(2), { games: gamesWithFixture, appVersion: 'test' });
