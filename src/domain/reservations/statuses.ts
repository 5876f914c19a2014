/**
 * The statuses a request goes through (spec §3): the request and each of its hotels use the hotel
 * reservation numbering; amendments and edits use the request activity numbering. The badge tone
 * of each is here so the listing, the detail and the activity log colour a status the same way.
 */
export const REQUEST_STATUS = {
  TempRequest: 0,
  Confirmed: 1,
  Processing: 2,
  Pending: 3,
  Completed: 4,
  Canceled: 5,
  Rejected: 6,
} as const;
export type RequestStatusId = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

export const ACTIVITY_STATUS = { Approved: 1, Rejected: 2, Pending: 3, Archive: 4 } as const;
export type ActivityStatusId = (typeof ACTIVITY_STATUS)[keyof typeof ACTIVITY_STATUS];

/** MUI palette names: a badge's colour says "good", "waiting", "stopped" at a glance. */
export type BadgeTone = 'default' | 'info' | 'warning' | 'success' | 'error' | 'primary';

const REQUEST_TONES: Record<RequestStatusId, BadgeTone> = {
  0: 'default',
  1: 'success',
  2: 'info',
  3: 'warning',
  4: 'primary',
  5: 'error',
  6: 'error',
};
const ACTIVITY_TONES: Record<ActivityStatusId, BadgeTone> = { 1: 'success', 2: 'error', 3: 'warning', 4: 'default' };

export function requestStatusTone(statusId: number): BadgeTone {
  return REQUEST_TONES[statusId as RequestStatusId] ?? 'default';
}

export function activityStatusTone(statusId: number): BadgeTone {
  return ACTIVITY_TONES[statusId as ActivityStatusId] ?? 'default';
}

/** A cancelled request takes no further edits (the server answers 409). */
export function isCancelled(statusId: number): boolean {
  return statusId === REQUEST_STATUS.Canceled;
}
