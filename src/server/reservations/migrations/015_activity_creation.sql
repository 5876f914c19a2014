-- A request's activity log starts with its creation: activity type 'create' (status 1 Approved, no
-- changes), written with the request (repository.ts, insertHead), when and by whom the request
-- was created. Requests created before this migration get theirs from their own row.
ALTER TABLE reservation_request_activity DROP CONSTRAINT reservation_request_activity_activity_type_check;
ALTER TABLE reservation_request_activity ADD CONSTRAINT reservation_request_activity_activity_type_check
  CHECK (activity_type IN ('create', 'edit', 'amendment', 'status'));
INSERT INTO reservation_request_activity (request_id, activity_type, status_id, created_by, created_at)
SELECT r.id, 'create', 1, r.created_by, r.created_at
  FROM reservation_requests r
 WHERE NOT EXISTS (SELECT 1 FROM reservation_request_activity a WHERE a.request_id = r.id AND a.activity_type = 'create');
