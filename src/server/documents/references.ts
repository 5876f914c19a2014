/**
 * What a document can be attached to: a registry of reference kinds. A kind says how its ids
 * look, which permissions read and write its documents, and which agency one of its rows belongs
 * to (undefined: no such live row). A module declares its kinds in its module.ts (`documentKinds`:
 * reservation requests in reservations/document-kind.ts); install-modules.ts registers them all
 * before any route, so invoices and payments add theirs without touching this folder:
 *
 *   documentKinds: [{ kind: 'invoice', read: PERMISSIONS.Finance.Invoices.ViewList, write: PERMISSIONS.Finance.Invoices.Add,
 *     normalise: (id) => (/^\d{1,10}$/.test(id) ? id : null),
 *     agencyOf: async (q, id, lock) => (await q.query('SELECT agency_id AS a FROM invoice WHERE id = $1 ...', [id]))[0]?.a }],
 *
 * `reach()` is the one access check of every document route: kind known and id well formed (400),
 * the kind's permission (403), the row live and in the caller's agency (404 otherwise, like a
 * missing one: the answer says nothing about other agencies' rows).
 */
import type { AuthUser } from '../auth/token.js';
import type { Queryable } from '../db/types.js';
import { forbidden, notFound, ValidationError } from '../errors.js';
import type { Lang } from '@schema/types.js';
import { documentMessage } from './messages.js';

export interface ReferenceKind {
  /** `referenceKind` of the bodies and `documents.reference_kind`. */
  kind: string;
  /** The permission to list and download the documents of a row of this kind. */
  read: string;
  /** The permission to add and delete them. */
  write: string;
  /** The id in its stored form (a guid lowercased), null when it cannot name a row of this kind. */
  normalise(referenceId: string): string | null;
  /**
   * The agency of the live row `referenceId` (null: it belongs to none), undefined when there is
   * no such row or it is deleted. `lock`: inside a write, the row is locked FOR SHARE so it cannot
   * be deleted before the write commits.
   */
  agencyOf(q: Queryable, referenceId: string, lock: boolean): Promise<number | null | undefined>;
  /** Only company users add and delete this kind's documents; agency users may only read them (403). */
  companyWrites?: boolean;
}

/** Whether the caller holds the kind's permission for `access` (writes of a `companyWrites` kind: company users only). */
export function mayAccess(user: AuthUser, kind: ReferenceKind, access: Access): boolean {
  if (!user.permissions.includes(kind[access])) return false;
  return !(access === 'write' && kind.companyWrites && user.agencyId !== undefined);
}

export type Access = 'read' | 'write';

/** A reference the caller may reach: its kind and its stored id. */
export interface Reached {
  kind: ReferenceKind;
  referenceId: string;
  /** The row's agency (null: none), for the audit entry. */
  agencyId: number | null;
}

export class DocumentReferences {
  private readonly kinds = new Map<string, ReferenceKind>();

  register(kind: ReferenceKind): void {
    if (this.kinds.has(kind.kind)) throw new Error(`Document reference kind "${kind.kind}" is registered twice`);
    this.kinds.set(kind.kind, kind);
  }

  get(kind: string): ReferenceKind | undefined {
    return this.kinds.get(kind);
  }

  /** The permissions that open some kind for `access`: the "any of" of the routes (each kind is checked again). */
  permissions(access: Access): string[] {
    return [...new Set([...this.kinds.values()].map((k) => k[access]))].sort();
  }

  /**
   * The reference the caller names, when the caller may reach it for `access`; else 400 (unknown
   * kind, malformed id), 403 (the kind's permission is missing) or 404 (no live row in the caller's
   * agency).
   */
  async reach(
    q: Queryable,
    user: AuthUser,
    kindName: string,
    rawId: string,
    access: Access,
    lang: Lang,
    lock = false,
  ): Promise<Reached> {
    const { kind, referenceId } = this.resolve(user, kindName, rawId, access, lang);
    return this.reachStored(q, user, kind, referenceId, lock);
  }

  /**
   * The kind and the stored id the caller names, when the caller holds the kind's permission for
   * `access`; whether such a row exists is not asked (a pending upload names a row still to come).
   */
  resolve(
    user: AuthUser,
    kindName: string,
    rawId: string,
    access: Access,
    lang: Lang,
  ): { kind: ReferenceKind; referenceId: string } {
    const kind = this.kinds.get(kindName);
    if (!kind) throw new ValidationError({ referenceKind: [documentMessage(lang, 'invalid', 'referenceKind')] });
    const referenceId = kind.normalise(rawId.trim());
    if (referenceId === null)
      throw new ValidationError({ referenceId: [documentMessage(lang, 'invalid', 'referenceId')] });
    if (!mayAccess(user, kind, access)) throw forbidden();
    return { kind, referenceId };
  }

  /** The same check for a stored document's reference (the kind's permission is checked by the caller). */
  async reachStored(
    q: Queryable,
    user: AuthUser,
    kind: ReferenceKind,
    referenceId: string,
    lock = false,
  ): Promise<Reached> {
    const agencyId = await kind.agencyOf(q, referenceId, lock);
    if (agencyId === undefined) throw notFound();
    if (user.agencyId !== undefined && agencyId !== user.agencyId) throw notFound();
    return { kind, referenceId, agencyId };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What documents can be attached to (documents/references.ts). */
    documentReferences: DocumentReferences;
  }
}
