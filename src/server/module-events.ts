/**
 * Events one module announces and others act on, inside the announcing write's transaction: the
 * reservations module says "a request was submitted" and the finance module makes its invoice,
 * without either naming the other. A module declares the events it announces by adding them to
 * `ModuleEventMap` (declaration merging, next to where it emits them) and listens through its
 * module.ts `listens`. A listener that throws rolls the whole write back.
 * @example
 *   declare module '../module-events.js' {
 *     interface ModuleEventMap { 'reservation.submitted': { requestId: number } }
 *   }
 *   await request.server.moduleEvents.emit('reservation.submitted', { tx, user, lang, requestId });
 */
import type { Lang } from '@schema/types.js';
import type { AuthUser } from './auth/token.js';
import type { Queryable } from './db/types.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules that announce events
export interface ModuleEventMap {}

export type ModuleEventName = keyof ModuleEventMap;

/** What every listener gets besides the event's own fields: the write's transaction and who wrote. */
export interface ModuleEventContext {
  tx: Queryable;
  user: AuthUser;
  lang: Lang;
}

export type ModuleEvent<E extends ModuleEventName> = ModuleEventMap[E] & ModuleEventContext;
export type ModuleEventListener<E extends ModuleEventName> = (event: ModuleEvent<E>) => Promise<void> | void;
export type ModuleListeners = { [E in ModuleEventName]?: ModuleEventListener<E> };

export class ModuleEvents {
  private readonly listeners = new Map<ModuleEventName, ModuleEventListener<ModuleEventName>[]>();

  /** Adds a module's listeners (in the order modules register). */
  listen(listeners: ModuleListeners): void {
    for (const [name, listener] of Object.entries(listeners) as [
      ModuleEventName,
      ModuleEventListener<ModuleEventName>,
    ][]) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    }
  }

  /** Runs every listener of the event, one after the other, in the caller's transaction. */
  async emit<E extends ModuleEventName>(name: E, event: ModuleEvent<E>): Promise<void> {
    for (const listener of this.listeners.get(name) ?? []) await (listener as ModuleEventListener<E>)(event);
  }
}
