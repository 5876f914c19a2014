/**
 * Panels a module adds to a schema's page (a singleton's: the settings), by schema name: the
 * e-invoicing readiness on the tenancy settings (resources/legal-identity). The shell collects
 * them from the modules (`AdminModule.schemaPanels`, App.tsx) and SingletonPage draws them above
 * the form with the row as last read or saved, so a panel can ask again after a save.
 */
import { createContext, type ComponentType } from 'react';
import type { EntitySchema } from '@schema/types.js';

export interface SchemaPanelProps {
  schema: EntitySchema;
  /** The row as last read or saved (its `version` changes with every save). */
  row: Record<string, unknown>;
}

export type SchemaPanel = ComponentType<SchemaPanelProps>;

export const SchemaPanels = createContext<Readonly<Record<string, readonly SchemaPanel[]>>>({});
