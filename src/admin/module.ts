import type { ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { AuditSubject, Translate } from './audit/audit-subjects';
import type { DashboardCardView } from './dashboard/card-view';
import type { BespokeMenu } from './layout/menu-model';
import type { SchemaPanel } from './schema-screens/schema-panels';

/**
 * A bespoke admin module: a folder under `resources/` with a `module.ts(x)` exporting one
 * `AdminModule`, listed once in `src/admin/modules.ts`. The shell (App.tsx) registers what it
 * declares and nothing else of it:
 * - `resources`: react-admin resources, each registered (and in the side menu) only when the
 *   user holds `options.menu.permission`;
 * - `routes`: pages outside a resource (a detail page, a wizard's second route), each with the
 *   permission that opens it (none: any signed-in user), inside the layout unless `layout: false`,
 *   and the menu entry it belongs to (`menu`: the entry highlighted and named in the breadcrumbs);
 * - `auditSubjects`: how the Audit Log labels the entities the module writes;
 * - `dashboardCards`: its cards of the dashboard, by key (`GET /api/dashboard` answers those the user may see);
 * - `schemaPanels`: panels drawn above a schema's page (a singleton's), by schema name
 *   (`schema-screens/schema-panels.ts`);
 * - its texts: `i18n/en.json` and `i18n/fr.json` in the folder, merged with the shell's at build
 *   time (scripts/i18n-messages.ts) into the `/i18n/{lang}.json` the app fetches; a key of `en`
 *   missing in `fr`, or defined by two files, fails.
 *
 * Code outside the folder reaches it only through its `index` or `module` file (ESLint
 * `boundaries/imports`).
 * @example
 * // resources/notes/module.tsx, with resources/notes/i18n/en.json = { "notes": { "title": "Notes" } }
 * export const notesModule: AdminModule = {
 *   name: 'notes',
 *   resources: [{ name: 'notes', list: NoteList, options: { menu: { group: 'services', order: 90, labelKey: 'notes.title', permission: NOTES_VIEW } } }],
 *   routes: [{ path: '/notes/:id', element: <NotePage />, permission: NOTES_VIEW, menu: 'notes' }], // NOTES_VIEW from src/domain/notes/
 * };
 * // src/admin/modules.ts: export const adminModules = [..., notesModule];
 * // README "Add a module" has a whole worked example, run by the tests.
 */
export interface AdminModule {
  /** The folder's name under `resources/` (also the key of its routes in the route table). */
  name: string;
  resources?: ModuleResource[];
  routes?: ModuleRoute[];
  auditSubjects?: AuditSubjectOf[];
  /** How it draws its cards of the dashboard, by the key the server answers them under (src/admin/dashboard). */
  dashboardCards?: Record<string, DashboardCardView>;
  /** Panels above a schema's page, by schema name (`schema-screens/schema-panels.ts`). */
  schemaPanels?: Record<string, SchemaPanel>;
}

/** A react-admin resource of a module, with its place in the side menu (and the permission that shows it). */
export type ModuleResource = ResourceProps & { options: { menu: BespokeMenu } };

export interface ModuleRoute {
  /** A react-router path, from the root: `/reservation-management/reservation/request/edit/:requestGuid`. */
  path: string;
  element: ReactElement;
  /** The permission that opens the route (without it the path ends on the not-found page); none: signed in. */
  permission?: string;
  /** `false`: a page of its own, without the app bar and the menu (still signed in). */
  layout?: boolean;
  /**
   * The route of the menu entry the page belongs to (a detail page: its list's), which the side
   * menu highlights and the breadcrumbs name; none: the entry whose route the path lies under.
   */
  menu?: string;
}

/** An audited entity of the module, labelled in the UI language. */
export type AuditSubjectOf = (translate: Translate) => AuditSubject;
