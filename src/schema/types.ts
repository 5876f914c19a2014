/**
 * The vocabulary of a schema file: plain JSON Schema 2020-12 plus `x-` annotations.
 * Every annotation is documented once, in README.md ("Schema annotations"). The annotation
 * types are derived from the meta-schemas of annotation-meta.ts with json-schema-to-ts
 * (`FromSchema`), so a key added to, removed from or changed in the meta changes these types
 * with it: the check at start-up and the code that reads the annotations cannot drift. Both
 * halves (server and admin) read schemas through these types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type {
  localText,
  propertyAnnotationSchemas,
  propertySchema,
  resourceAnnotationSchema,
} from './annotation-meta.js';
import type { ListFilter } from './list-filters.js';

/** A text in every supported language. */
export type LocalText = FromSchema<typeof localText>;

export type Lang = keyof LocalText;
export const LANGS: readonly Lang[] = ['en', 'fr'];

/** `x-resource` as written in a file (defaults not filled in yet). */
export type ResourceAnnotationFile = FromSchema<typeof resourceAnnotationSchema>;

/** Each property annotation (`x-ref`, `x-widget`, ...) as written, by keyword. */
export type PropertyAnnotations = {
  [K in keyof typeof propertyAnnotationSchemas]?: FromSchema<(typeof propertyAnnotationSchemas)[K]>;
};

/** Message keys a field may override (`x-messages`, `x-i18n.fr.messages`). */
export type MessageKey = keyof NonNullable<PropertyAnnotations['x-messages']>;

export type ResourceText = ResourceAnnotationFile['text'][Lang];

/** Toast texts of a resource; defaults are derived from its singular label. */
export type ResourceMessageKey = keyof NonNullable<ResourceText['messages']>;

/** Paths (relative to `api`) of the documented endpoints, defaults filled in. */
export type EndpointPaths = Required<NonNullable<ResourceAnnotationFile['endpoints']>>;

/** How the list endpoint is called and answered, defaults filled in. */
export type PagingAnnotation = Required<NonNullable<ResourceAnnotationFile['paging']>>;

/** A filtered array endpoint, e.g. infra types `getByTypeGroupId?typeGroupId=11`. */
export type LookupAnnotation = NonNullable<ResourceAnnotationFile['lookups']>[number];

/** Images of a row kept in the database (`x-resource.gallery`). */
export type GalleryAnnotation = NonNullable<ResourceAnnotationFile['gallery']>;

/** Absent on a singleton (normalize.ts gives it an empty list). */
type ListFile = NonNullable<ResourceAnnotationFile['list']>;

/** A list column; a column written as a bare name is read as `{ field }`. */
export type ColumnAnnotation = Exclude<ListFile['columns'][number], string>;

/** An item of `x-resource.list.filters` as written: a property name or a declaration (list-filters.ts). */
export type ListFilterFile = NonNullable<ListFile['filters']>[number];

/** `x-resource.list`, defaults filled in and every column an object. */
export type ListAnnotation = Omit<ListFile, 'columns' | 'search' | 'filters' | 'sort'> & {
  columns: ColumnAnnotation[];
  search: string[];
  filters: ListFilter[];
  sort: NonNullable<ListFile['sort']>;
};

export type MenuAnnotation = NonNullable<ResourceAnnotationFile['menu']>;

/** Keys of `x-resource` that normalize.ts fills with a default when the file leaves them out. */
type DefaultedKeys = 'table' | 'listKey' | 'totalKey' | 'paging' | 'endpoints' | 'lookups' | 'list' | 'deleteParam';

/**
 * `x-resource` after loading. Every key of the meta-schema is here as written; the keys
 * with a default (DefaultedKeys) are required and complete.
 */
export type ResourceAnnotation = Omit<ResourceAnnotationFile, DefaultedKeys> & {
  table: string;
  listKey: string;
  totalKey: string;
  paging: PagingAnnotation;
  endpoints: EndpointPaths;
  lookups: LookupAnnotation[];
  list: ListAnnotation;
  deleteParam: string;
};

/** A dropdown filled from another resource. */
export type RefAnnotation = NonNullable<PropertyAnnotations['x-ref']>;

/** Drops an index signature (`[x: string]: unknown`, what an open meta-schema derives to). */
type KnownKeys<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/**
 * The standard JSON Schema keywords a property may carry beyond those the meta-schema
 * constrains. They are checked by ajv's own strict meta-schema at start-up, not by
 * annotation-meta.ts, so they have no meta-schema here to derive from.
 */
interface StandardKeywords {
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: (string | number)[];
  default?: unknown;
  readOnly?: boolean;
}

/**
 * A property of an entity: the shape the meta-schema `propertySchema` constrains (`type`,
 * `title`, `format`), the standard keywords, and every property annotation of the meta.
 */
export type PropertySchema = KnownKeys<FromSchema<typeof propertySchema>> & StandardKeywords & PropertyAnnotations;

/** A schema file as written. */
export interface EntitySchemaFile {
  $schema?: string;
  $id: string;
  title: string;
  type: 'object';
  required?: string[];
  properties: Record<string, PropertySchema>;
  'x-resource': unknown;
}

/** A schema file after loading: annotations validated and defaults filled in. */
export interface EntitySchema {
  /** Resource name, the schema `$id` (kebab-case). */
  name: string;
  /** File the schema came from, relative to the schemas directory. */
  file: string;
  title: string;
  required: string[];
  properties: Record<string, PropertySchema>;
  resource: ResourceAnnotation;
  /** The JSON Schema as written (without annotations needing a custom keyword). */
  json: EntitySchemaFile;
}

/** A group of properties, drawn as a tab of the form (`#key` in the URL): `x-resource.groups`. */
export type GroupAnnotation = NonNullable<ResourceAnnotationFile['groups']>[number];

/** What a singleton answers to anyone at `GET {api}/{path}`: `x-resource.public`. */
export type PublicAnnotation = NonNullable<ResourceAnnotationFile['public']>;

/** The path/binary pair of an image property (`x-image`). */
export type ImageAnnotation = NonNullable<PropertyAnnotations['x-image']>;

/** Image types an `x-image` accepts, read from the bytes. */
export type ImageType = NonNullable<ImageAnnotation['types']>[number];
