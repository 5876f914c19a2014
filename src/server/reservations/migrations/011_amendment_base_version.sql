-- An amendment remembers the request's version it was made from, so approving it after the
-- request has changed meanwhile is refused instead of silently undoing that change
-- (activity/routes.ts, `update`). Amendments stored before this have none: approved as before.
ALTER TABLE reservation_request_activity ADD COLUMN IF NOT EXISTS base_version integer;
