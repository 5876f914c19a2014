/**
 * What the audit screens know of each audited entity: its name in the trail (`entity`), its
 * label, and per field a label and a value format. Engine entities are read from their schema
 * (property titles, list column labels, types, `x-ref`); bespoke screens describe theirs with
 * `bespokeSubject` (resources/user-management/audit-subjects.ts). No entity is named here.
 */
import type { SchemaDataProvider } from '../data-provider';
import type { EntitySchema, Lang } from '@schema/types';
import { fieldLabel } from '@schema/messages';
import { columnLabel } from '../schema-screens/cells';
import type { FieldFormat } from './audit-values';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Where the labels of a field's ids come from (a referenced resource); `key` names it for the cache. */
export interface LabelSource {
  key: string;
  load: (dataProvider: SchemaDataProvider) => Promise<Record<string, string>>;
}

export interface AuditField {
  label: string;
  format: FieldFormat;
  /** Ids whose labels are looked up (x-ref, the roles of a user). */
  lookup?: LabelSource;
  /**
   * Another field of the same entry that says the same more readably (an x-ref id's label
   * under `x-ref.as`, recorded as it was then): when that one changed too, this one is not shown.
   */
  shownBy?: string;
}

export interface AuditSubject {
  /** The `entity` of the trail: a schema `$id`, `user`, `role`. */
  entity: string;
  /** The plural title, e.g. "Payment Accounts". */
  label: string;
  field(name: string): AuditField;
}

/** Fields every engine row has beside its schema's properties (base entity). */
const BASE_FIELDS: Record<string, FieldFormat> = {
  version: {},
  dateCreated: { kind: 'date-time' },
  lastModifiedDate: { kind: 'date-time' },
  isDeleted: { kind: 'boolean' },
  deletedDate: { kind: 'date-time' },
};

/** A field no table describes: a base entity field's label, else its name. */
export function baseField(name: string, translate: Translate): AuditField {
  return { label: translate(`history.fields.${name}`, { _: name }), format: BASE_FIELDS[name] ?? {} };
}

/** Labels of `resource` rows by id, through the dropdown source of the forms. */
export function refLabels(resource: string, label: string, query?: Record<string, unknown>): LabelSource {
  return {
    key: `${resource}:${label}:${JSON.stringify(query ?? {})}`,
    load: async (dataProvider) => {
      const { data } = await dataProvider.lookup(resource, query);
      return Object.fromEntries(data.map((row) => [String(row.id), String(row[label] ?? row.id)]));
    },
  };
}

function propertyFormat(schema: EntitySchema, name: string): FieldFormat {
  const prop = schema.properties[name];
  const column = schema.resource.list.columns.find((c) => c.field === name);
  if (prop?.type === 'boolean') return { kind: 'boolean' };
  if (prop?.format === 'date') return { kind: 'date' };
  if (prop?.format === 'date-time') return { kind: 'date-time' };
  if (prop?.['x-widget'] === 'richtext' || column?.format === 'html') return { kind: 'html' };
  if (column?.format === 'date' || column?.format === 'datetime')
    return { kind: column.format === 'date' ? 'date' : 'date-time' };
  return {};
}

/** An engine entity, from its schema: property titles, else a list column's label, else the name. */
export function schemaSubject(schema: EntitySchema, lang: Lang, translate: Translate): AuditSubject {
  return {
    entity: schema.name,
    label: schema.resource.text[lang]?.many ?? schema.title,
    field(name) {
      const prop = schema.properties[name];
      // An x-ref's label, answered (and recorded) under `as`: labelled like its property.
      const owner = Object.keys(schema.properties).find((p) => schema.properties[p]['x-ref']?.as === name);
      if (owner) return { label: fieldLabel(schema, owner, lang), format: {} };
      const column = schema.resource.list.columns.find((c) => c.field === name);
      if (!prop && !column) return baseField(name, translate);
      const label = prop ? fieldLabel(schema, name, lang) : columnLabel(schema, column!, lang);
      const ref = prop?.['x-ref'];
      return {
        label,
        format: propertyFormat(schema, name),
        lookup: ref && refLabels(ref.resource, ref.label, ref.query),
        shownBy: ref?.as,
      };
    },
  };
}

/** How a bespoke screen describes one of its fields: an i18n key, a format, where its ids' labels are. */
export interface BespokeField {
  key: string;
  format?: FieldFormat;
  lookup?: LabelSource;
  shownBy?: string;
}

/** The changes of an entry as shown: without a field whose `shownBy` field changed too. */
export function shownChanges<C extends { field: string }>(changes: C[], subject: AuditSubject): C[] {
  const fields = new Set(changes.map((c) => c.field));
  return changes.filter((c) => {
    const by = subject.field(c.field).shownBy;
    return !(by && fields.has(by));
  });
}

/** A bespoke entity: field labels from i18n keys. */
export function bespokeSubject(
  entity: string,
  labelKey: string,
  fields: Record<string, BespokeField>,
  translate: Translate,
): AuditSubject {
  return {
    entity,
    label: translate(labelKey),
    field(name) {
      const known = fields[name];
      return known
        ? { label: translate(known.key), format: known.format ?? {}, lookup: known.lookup, shownBy: known.shownBy }
        : baseField(name, translate);
    },
  };
}

/** The subject of an entity name, or one that shows field names as they are. */
export function subjectOf(subjects: AuditSubject[], entity: string, translate: Translate): AuditSubject {
  return (
    subjects.find((s) => s.entity === entity) ?? { entity, label: entity, field: (name) => baseField(name, translate) }
  );
}

/** What a row is called in a title: its first text column (a title, a name), else `#id`. */
export function rowName(schema: EntitySchema, row: Record<string, unknown>): string {
  const column = schema.resource.list.columns.find(
    (c) => c.field !== 'id' && !c.format && typeof row[c.field] === 'string' && String(row[c.field]).trim() !== '',
  );
  return column ? String(row[column.field]) : `#${String(row.id)}`;
}
