/**
 * The user-management wire contract, shared by the server (src/server/users) and the screens
 * (resources/user-management): what a user and a role look like in answers, and the body of
 * a user's add/update. The password hash never appears in any of them.
 */

/** The type of a role and of the users holding it: a company's (every agency) or an agency's. */
export const USER_TYPE = { Company: 1, Agency: 2 } as const;
export type UserTypeId = (typeof USER_TYPE)[keyof typeof USER_TYPE];
export const USER_TYPE_IDS: readonly UserTypeId[] = [USER_TYPE.Company, USER_TYPE.Agency];
export const isUserTypeId = (n: unknown): n is UserTypeId => USER_TYPE_IDS.includes(n as UserTypeId);

export interface UserView {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  /** null: a company user. */
  agencyId: number | null;
  agencyName: string | null;
  isLocked: boolean;
  roles: { id: number; title: string }[];
  dateCreated: string;
  /** 1 when created, +1 per update or lock; send it back (body `version` or If-Match) to update. */
  version: number;
}

export interface RoleView {
  id: number;
  title: string;
  /** USER_TYPE: 1 company role, 2 agency role. */
  typeId: number;
  userCount: number;
  permissionCount: number;
  dateCreated: string;
  /** 1 when created, +1 per update (title, type or permissions); send it back to update. */
  version: number;
}

/** `add` carries a password and no id; `update` an id and no password. */
export interface UserBody {
  id?: number;
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  agencyId: number | null;
  roleIds: number[];
  /** The version the edit was made from (update only): 409 when the user changed since. */
  version?: number;
}
