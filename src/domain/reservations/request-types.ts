/**
 * Request types (spec §2 step 1): 1 FIT (fewer than 9 rooms, the default), 2 GIT (more than 9),
 * 3 OTA (instant confirmation via online platforms: shown, never offered), 4 TIS (in-house guests).
 */
export const REQUEST_TYPE = { FIT: 1, GIT: 2, OTA: 3, TIS: 4 } as const;

export type RequestType = (typeof REQUEST_TYPE)[keyof typeof REQUEST_TYPE];

/** The types' names, as the listing and the references show them. */
export const REQUEST_TYPE_NAMES: Record<number, string> = { 1: 'FIT', 2: 'GIT', 3: 'OTA', 4: 'TIS' };

/** §3 form state: a new request starts as FIT. */
export const DEFAULT_REQUEST_TYPE: RequestType = REQUEST_TYPE.FIT;

/** Whether a type may be chosen and submitted: OTA is disabled (§2 step 1). */
export function isOfferedRequestType(type: number | null | undefined): type is RequestType {
  return type === REQUEST_TYPE.FIT || type === REQUEST_TYPE.GIT || type === REQUEST_TYPE.TIS;
}
