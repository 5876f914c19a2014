/**
 * The auth background work of one app: the session poller (revocations made by other
 * processes) and an hourly clean-up of expired sessions, idle throttle counters and
 * spent account tokens (src/server/account). Both
 * timers are unref'd and stop when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.js';
import { deleteExpiredSessions, SessionRegistry } from './sessions.js';
import { deleteOldAttempts } from './throttle.js';
import { deleteOldTokens } from '../account/index.js';

export const CLEAN_UP_MS = 60 * 60 * 1000;

export function startAuthUpkeep(app: FastifyInstance, db: Db): SessionRegistry {
  const sessions = new SessionRegistry(db);
  sessions.start();
  const cleanUp = setInterval(() => {
    // A failed clean-up is retried at the next hour; nothing depends on it meanwhile.
    Promise.all([deleteExpiredSessions(db), deleteOldAttempts(db), deleteOldTokens(db)]).catch(() => undefined);
  }, CLEAN_UP_MS);
  cleanUp.unref();
  app.addHook('onClose', async () => {
    sessions.stop();
    clearInterval(cleanUp);
  });
  return sessions;
}
