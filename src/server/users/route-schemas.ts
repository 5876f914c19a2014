/**
 * Route schemas of user management (the contract of README.md here, as OpenAPI publishes it).
 * input.ts checks the input with the messages of messages.ts; the bounds below are its constants
 * (see http/schemas.ts). Answers list every field the screens read (resources/user-management).
 */
import type { FastifySchema } from 'fastify';
import {
  idAnswerSchema,
  idQuerySchema,
  idSchema,
  paginationModelSchema,
  pagingQuerySchema,
  problem,
  type JsonSchema,
} from '../http/schemas.js';
import { USER_TYPE, USER_TYPE_IDS } from '@domain/user-management.js';
import { csvAnswer, exportRouteSchema } from '../csv/index.js';
import { catalogueSchema } from '../routes/meta.js';
import { EMAIL, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, TITLE_MAX, TITLE_MIN } from './input.js';

const version: JsonSchema = {
  type: 'integer',
  minimum: 1,
  description: "the row's version: 1 when created, one more at each change",
};
const versionInput: JsonSchema = {
  ...version,
  description: 'the version the client read; when it is no longer the current one the change is refused (409)',
};
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };

// --- Users --------------------------------------------------------------------------------------

export const userSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    fullName: { type: 'string' },
    email: { type: 'string', format: 'email' },
    agencyId: { type: ['integer', 'null'], description: 'null: a company user' },
    agencyName: { type: ['string', 'null'] },
    isLocked: { type: 'boolean' },
    roles: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, title: { type: 'string' } },
        required: ['id', 'title'],
      },
    },
    dateCreated: dateTime,
    version,
  },
  required: [
    'id',
    'firstName',
    'lastName',
    'fullName',
    'email',
    'agencyId',
    'agencyName',
    'isLocked',
    'roles',
    'dateCreated',
  ],
};

/** An export's query: the list's search, no paging. */
const searchQuery: JsonSchema = {
  type: 'object',
  properties: { search: { type: 'string', description: 'case-insensitive, contains' } },
};

const name: JsonSchema = { type: 'string', minLength: 1, maxLength: NAME_MAX, description: 'trimmed' };
const password: JsonSchema = {
  type: 'string',
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  pattern: '^(?=.*\\p{L})(?=.*\\p{Nd})',
  description: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters with at least one letter and one digit`,
};

function userBody(mode: 'add' | 'update'): JsonSchema {
  const properties: JsonSchema = {
    ...(mode === 'update' ? { id: idSchema } : {}),
    firstName: name,
    lastName: name,
    email: {
      type: 'string',
      format: 'email',
      minLength: 3,
      maxLength: EMAIL_MAX,
      pattern: EMAIL.source,
      description: 'trimmed, stored lowercased, unique',
    },
    ...(mode === 'add' ? { password } : {}),
    agencyId: {
      ...idSchema,
      type: ['integer', 'null'],
      description: 'an existing agency; null or absent: a company user. Agency callers: always their agency',
    },
    roleIds: {
      type: 'array',
      items: idSchema,
      minItems: 1,
      description: 'existing roles, each holding only permissions the caller holds (roles the user has may be kept)',
    },
    ...(mode === 'update' ? { version: versionInput } : {}),
  };
  const required =
    mode === 'add'
      ? ['firstName', 'lastName', 'email', 'password', 'roleIds']
      : ['id', 'firstName', 'lastName', 'email', 'roleIds'];
  return {
    type: 'object',
    properties,
    required,
    description: mode === 'update' ? 'A `password` is ignored (see updatepassword).' : undefined,
  };
}

const notInScope = problem("No such user in the caller's scope (agency callers: their agency's users).");
const cannotManage = problem('The user holds permissions the caller does not hold.');
const lastFullUser = problem('The last active user holding every permission cannot lose them (lock, delete, roles).');

export const userSchemas = {
  list: {
    tags: ['Users'],
    summary: 'List users (paged, searched by name, email and agency name)',
    querystring: pagingQuerySchema,
    response: {
      200: {
        type: 'object',
        properties: { users: { type: 'array', items: userSchema }, paginationModel: paginationModelSchema },
        required: ['users', 'paginationModel'],
      },
    },
  },
  export: {
    tags: ['Users'],
    ...exportRouteSchema('users'),
    querystring: searchQuery,
    response: { 200: csvAnswer('The users, by name') },
  },
  getById: {
    tags: ['Users'],
    summary: 'Get a user by id',
    querystring: idQuerySchema(),
    response: { 200: userSchema, 404: notInScope },
  },
  add: {
    tags: ['Users'],
    summary: 'Add a user',
    description: "A user added by an agency caller joins the caller's agency whatever `agencyId` says.",
    body: userBody('add'),
    response: { 200: userSchema },
  },
  update: {
    tags: ['Users'],
    summary: 'Update a user (names, email, agency, roles)',
    description: "A change of roles or agency ends the user's sessions.",
    body: userBody('update'),
    response: { 200: userSchema, 403: cannotManage, 404: notInScope, 409: lastFullUser },
  },
  updatePassword: {
    tags: ['Users'],
    summary: "Set a user's password",
    description: "Ends the user's sessions.",
    body: { type: 'object', properties: { id: idSchema, password }, required: ['id', 'password'] },
    response: { 200: idAnswerSchema, 403: cannotManage, 404: notInScope },
  },
  lock: {
    tags: ['Users'],
    summary: 'Lock or unlock a user',
    description: 'A locked user cannot sign in, and its sessions end. A caller cannot lock itself (400 on `id`).',
    body: { type: 'object', properties: { id: idSchema, isLocked: { type: 'boolean' } }, required: ['id', 'isLocked'] },
    response: { 200: userSchema, 403: cannotManage, 404: notInScope, 409: lastFullUser },
  },
  delete: {
    tags: ['Users'],
    summary: 'Delete a user',
    description: 'A caller cannot delete itself (400 on `id`).',
    querystring: idQuerySchema(),
    response: { 200: idAnswerSchema, 403: cannotManage, 404: notInScope, 409: lastFullUser },
  },
  byAgency: {
    tags: ['Users'],
    summary: 'The users of an agency',
    querystring: idQuerySchema('agencyId'),
    response: { 200: { type: 'array', items: userSchema }, 404: problem("Another agency than the agency caller's.") },
  },
  counterUsers: {
    tags: ['Users'],
    summary: "Counter users: the unlocked users of a kind (the reservation form's dropdown)",
    description:
      'Company callers only (agency callers get 403 whatever they hold). `userTypeId` is accepted for `UserTypeId`.',
    querystring: {
      type: 'object',
      properties: {
        UserTypeId: { type: 'integer', enum: [...USER_TYPE_IDS], description: '1 company users, 2 agency users' },
        agencyId: { ...idSchema, description: "with UserTypeId 2: only this agency's users" },
      },
      required: ['UserTypeId'],
    },
    response: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            fullName: { type: 'string' },
            agencyId: { type: ['integer', 'null'] },
          },
          required: ['id', 'fullName', 'agencyId'],
        },
      },
      403: problem('An agency caller, or the permission is missing.'),
    },
  },
} satisfies Record<string, FastifySchema>;

// --- Roles --------------------------------------------------------------------------------------

export const roleSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    typeId: { type: 'integer', enum: [...USER_TYPE_IDS], description: '1 company role, 2 agency role' },
    userCount: { type: 'integer' },
    permissionCount: { type: 'integer' },
    dateCreated: dateTime,
    version,
  },
  required: ['id', 'title', 'typeId', 'userCount', 'permissionCount', 'dateCreated'],
};

/** The role schemas; `catalogue`: every permission name a role may hold. */
export function roleSchemas(catalogue: string[]) {
  const permissions: JsonSchema = {
    type: 'array',
    items: { type: 'string', enum: catalogue },
    description: 'names of the catalogue (GET permissions), each held by the caller; duplicates are dropped',
  };
  const withPermissions: JsonSchema = {
    ...roleSchema,
    properties: { ...(roleSchema.properties as JsonSchema), permissions: { type: 'array', items: { type: 'string' } } },
    required: [...(roleSchema.required as string[]), 'permissions'],
  };
  const title: JsonSchema = {
    type: 'string',
    minLength: TITLE_MIN,
    maxLength: TITLE_MAX,
    description: 'trimmed, unique ignoring case',
  };
  const typeId: JsonSchema = {
    type: 'integer',
    enum: [...USER_TYPE_IDS],
    default: USER_TYPE.Company,
    description: '1 company role, 2 agency role',
  };
  const rolePermissions: JsonSchema = {
    type: 'object',
    properties: { roleId: { type: 'integer' }, permissions: { type: 'array', items: { type: 'string' } }, version },
    required: ['roleId', 'permissions'],
  };
  const noSuchRole = problem('No such role.');
  const notHeld = problem(
    'An agency caller, or the role holds (before or after the change) permissions the caller does not hold.',
  );
  const lastFullRole = problem(
    'The last role holding every permission cannot be reduced, deleted, renamed or change type; or the version sent is stale (code stale-version).',
  );
  return {
    list: {
      tags: ['Roles'],
      summary: 'List roles (paged, searched by title)',
      querystring: pagingQuerySchema,
      response: {
        200: {
          type: 'object',
          properties: { roles: { type: 'array', items: roleSchema }, paginationModel: paginationModelSchema },
          required: ['roles', 'paginationModel'],
        },
      },
    },
    export: {
      tags: ['Roles'],
      ...exportRouteSchema('roles'),
      querystring: searchQuery,
      response: { 200: csvAnswer('The roles, by title') },
    },
    byType: {
      tags: ['Roles'],
      summary: 'Roles as dropdown items, all or of one type',
      description: '`TypeId` is accepted for `typeId`.',
      querystring: { type: 'object', properties: { typeId: { type: 'integer', enum: [...USER_TYPE_IDS] } } },
      response: {
        200: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, title: { type: 'string' }, typeId: { type: 'integer' } },
            required: ['id', 'title', 'typeId'],
          },
        },
      },
    },
    add: {
      tags: ['Roles'],
      summary: 'Add a role with its permissions',
      body: { type: 'object', properties: { title, typeId, permissions }, required: ['title', 'permissions'] },
      response: { 200: withPermissions, 403: notHeld },
    },
    update: {
      tags: ['Roles'],
      summary: 'Update a role (title, type, and its permissions when given)',
      description: 'A change of its permissions ends the sessions of the users holding it.',
      body: {
        type: 'object',
        properties: {
          id: idSchema,
          title,
          typeId,
          permissions: { ...permissions, description: `${permissions.description as string}; absent: unchanged` },
          version: versionInput,
        },
        required: ['id', 'title'],
      },
      response: { 200: withPermissions, 403: notHeld, 404: noSuchRole, 409: lastFullRole },
    },
    delete: {
      tags: ['Roles'],
      summary: 'Delete a role',
      querystring: idQuerySchema(),
      response: {
        200: idAnswerSchema,
        403: notHeld,
        404: noSuchRole,
        409: problem('Users still hold the role, or it is the last role holding every permission.'),
      },
    },
    permissionsOf: {
      tags: ['Roles'],
      summary: 'The permissions of a role',
      description: '`RoleId` is accepted for `roleId`.',
      querystring: idQuerySchema('roleId'),
      response: { 200: rolePermissions, 404: noSuchRole },
    },
    setPermissions: {
      tags: ['Roles'],
      summary: 'Replace the permissions of a role',
      description: 'A change ends the sessions of the users holding the role.',
      body: {
        type: 'object',
        properties: { roleId: idSchema, permissions, version: versionInput },
        required: ['roleId', 'permissions'],
      },
      response: { 200: rolePermissions, 403: notHeld, 404: noSuchRole, 409: lastFullRole },
    },
    catalogue: {
      tags: ['Roles'],
      summary: 'The permission catalogue (as GET /api/permissions), for the role screen',
      response: { 200: catalogueSchema },
    },
  } satisfies Record<string, FastifySchema>;
}
