/**
 * The vocabulary of a schema file: plain JSON Schema 2020-12 plus `x-` annotations.
 * Every annotation is documented once, in README.md ("Schema annotations"); this file is
 * its typed mirror. Both halves (server and admin) read schemas through these types.
 */

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

/** A text in every supported language. */
export type LocalText = Record<Lang, string>;

/** Message keys a field may override (`x-messages`, `x-i18n.fr.messages`). */
export type MessageKey =
  | 'required' | 'minLength' | 'maxLength' | 'minimum' | 'maximum'
  | 'type' | 'format' | 'pattern' | 'enum' | 'reference';

/** Toast texts of a resource; defaults are derived from its singular label. */
export type ResourceMessageKey =
  | 'created' | 'updated' | 'deleted' | 'createFailed' | 'updateFailed' | 'deleteFailed';

export interface ResourceText {
  /** Singular label, e.g. "Payment Account". */
  one: string;
  /** Plural label, e.g. "Payment Accounts" (menu entry, breadcrumb, heading). */
  many: string;
  messages?: Partial<Record<ResourceMessageKey, string>>;
}

/** Paths (relative to `api`) of the documented endpoints. */
export interface EndpointPaths {
  list: string;
  create: string;
  update: string;
  delete: string;
  getOne: string;
  all: string;
  /** Deleted rows of the resource (GET, delete permission). */
  trash: string;
  /** Brings a deleted row back (POST `{id}`, delete permission). */
  restore: string;
}

/** How the list endpoint is called and answered. */
export interface PagingAnnotation {
  /** GET with query parameters (most entities) or POST with a search model body. */
  method: 'GET' | 'POST';
  page: string;
  size: string;
  search: string;
  /** Page size the screen asks for. */
  defaultSize: number;
}

/** A filtered array endpoint, e.g. infra types `getByTypeGroupId?typeGroupId=11`. */
export interface LookupAnnotation {
  path: string;
  /** Query parameters, each the name of a property compared for equality (repeat one for several values). */
  params: string[];
  /** Only these properties in the answer (e.g. a minimal id/title list); all when absent. */
  fields?: string[];
  /**
   * Another documented base to answer under, e.g. `/accommodation/roomType` for the policies'
   * `getRoomTypeProvidingPolicy`; defaults to the resource's `api`.
   */
  api?: string;
}

/**
 * Images of a row kept in the database: `POST {api}/{upload}` with `{ [ownerField]: id, images }`
 * and `POST {api}/{delete}` with `{ [ownerField]: id, images: [fileName...] }`; answers of
 * getbyid carry `galleryImages`. `contextFields` are other body fields the documented call sends
 * (e.g. HotelId beside roomTypeId), accepted and ignored.
 */
export interface GalleryAnnotation {
  upload: string;
  delete: string;
  ownerField: string;
  contextFields?: string[];
  /** At most this many images per row (default 50). */
  maxFiles?: number;
}

export interface ColumnAnnotation {
  field: string;
  label?: LocalText;
  /** `active`: a boolean shown as Active / In-Active. */
  format?: 'active' | 'date' | 'datetime' | 'html';
}

export interface ListAnnotation {
  columns: ColumnAnnotation[];
  /** Properties searched (case-insensitive, contains) by the search box. */
  search: string[];
  /** Properties accepted as equality filters on the list endpoint. */
  filters: string[];
  /** Filters asked for under another parameter name, e.g. `{ "agencyId": "id" }` for agencies. */
  filterAliases?: Record<string, string>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export interface MenuAnnotation {
  /** Menu group key (finance, infrastructure, ...); labels live in public/i18n. */
  group: string;
  order: number;
  /** Name of a @mui/icons-material icon. */
  icon?: string;
}

export interface ResourceAnnotation {
  /** SPA route under the app root, e.g. `finance/payment-account`. */
  route: string;
  /** Documented endpoint base under /api, e.g. `/finance/paymentaccount`. */
  api: string;
  /** SQL table name; defaults to the snake_case of the schema `$id`. */
  table: string;
  text: Record<Lang, ResourceText>;
  /** `delete` is absent on a singleton (nothing to delete). */
  permissions: { view: string; add: string; delete?: string };
  /** Dotted path of the rows in the list answer, e.g. `financeListing.paymentAccounts`. */
  listKey: string;
  /** Dotted path of the total count in the list answer. */
  totalKey: string;
  paging: PagingAnnotation;
  endpoints: EndpointPaths;
  lookups: LookupAnnotation[];
  list: ListAnnotation;
  menu?: MenuAnnotation;
  /** Property holding the owning agency id; agency users only reach their agency's rows. */
  agencyScope?: string;
  /** Property order of the form; defaults to the order of `properties`. */
  formOrder?: string[];
  gallery?: GalleryAnnotation;
  /** SPA route of a read-only detail page `/{detailRoute}/{id}`, e.g. `infrastructure/amenity-details`. */
  detailRoute?: string;
  /**
   * Extra properties of the picker shape: what `getall` and lookups answer a caller without
   * the view permission, beside id, label and dependent-dropdown fields (e.g. an excursion's
   * description and image, which the reservation wizard shows). Never contact details.
   */
  picker?: string[];
}

/** A dropdown filled from another resource. */
export interface RefAnnotation {
  resource: string;
  /** Equality filter on the referenced rows, e.g. `{ "typeGroupId": 11 }`. */
  query?: Record<string, string | number | boolean>;
  /** Property of the referenced row shown in the dropdown. */
  label: string;
  /** Name under which list and detail answers carry the referenced label. */
  as?: string;
  /**
   * A dependent dropdown: only referenced rows whose `param` equals the value of the form's
   * `field` (e.g. cities of the chosen country: `{ "field": "countryId", "param": "countryId" }`).
   */
  dependsOn?: { field: string; param: string };
}

export interface PropertySchema {
  type: 'string' | 'integer' | 'number' | 'boolean';
  title?: string;
  description?: string;
  format?: 'date' | 'date-time' | 'email' | 'uri';
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: (string | number)[];
  default?: unknown;
  readOnly?: boolean;
  /** `image`: a string holding the path of one uploaded image (`/api/files/{id}`). */
  'x-widget'?: 'richtext' | 'textarea' | 'password' | 'image' | 'color';
  'x-ref'?: RefAnnotation;
  'x-messages'?: Partial<Record<MessageKey, string>>;
  'x-placeholder'?: LocalText;
  'x-i18n'?: Partial<Record<Lang, { title?: string; messages?: Partial<Record<MessageKey, string>> }>>;
}

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

// ---------------------------------------------------------------------------------------------
// Issue 9 (tenancy settings, server): singletons, property groups, public fields, secrets,
// image path/binary pairs and enum labels. Hand-written, merged into the interfaces above by
// declaration merging so this block stands alone (the FromSchema-derived types replace it).
// ---------------------------------------------------------------------------------------------

/** A group of properties, drawn as a tab of the form (`#key` in the URL). */
export interface GroupAnnotation {
  key: string;
  title: LocalText;
  fields: string[];
}

/** What a singleton answers to anyone at `GET {api}/{path}` (e.g. branding for the sign-in page). */
export interface PublicAnnotation {
  path: string;
  fields: string[];
}

export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif' | 'ico';

/** The path/binary pair of an image property: a save carrying `binary` (base64) stores a new image. */
export interface ImageAnnotation {
  binary: string;
  /** Accepted types, read from the bytes (default png, jpeg, webp, gif). */
  types?: ImageType[];
}

export interface ResourceAnnotation {
  /** One row only: `GET {api}/get` and `POST {api}/save`; no list, no delete. */
  singleton?: boolean;
  /** Property groups (form tabs); any schema may declare them. */
  groups?: GroupAnnotation[];
  /** Fields a singleton answers publicly (no token); image files they hold are public too. */
  public?: PublicAnnotation;
}

export interface PropertySchema {
  /** A secret: never answered (`{name}Set: boolean` instead), kept when a save leaves it out, encrypted at rest. */
  writeOnly?: boolean;
  'x-image'?: ImageAnnotation;
  /** Labels of the `enum` values, in their order. */
  'x-enum-labels'?: LocalText[];
}
