-- The life of a request: its activity (edits, amendments, status changes) and its
-- comments. Both belong to their request (ON DELETE CASCADE: the API deletes softly; only an
-- operator's hard delete takes them along).

-- One entry per change of a request. activity_type:
--   'edit'      a PATCH update applied at once (status 1 Approved), `changes` its field diffs;
--   'status'    a status change such as a cancellation (status 1 Approved);
--   'amendment' an amended request waiting for the provider (status 3 Pending, then 1 Approved,
--               2 Rejected or 4 Archive when a newer amendment of the same request supersedes it);
--               `amended_request` holds the whole amended body, `changes` its diff to the request
--               as it was when the amendment was submitted.
-- status_id: request activity status (spec §3): 1 Approved, 2 Rejected, 3 Pending, 4 Archive.
CREATE TABLE reservation_request_activity (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id integer NOT NULL REFERENCES reservation_requests (id) ON DELETE CASCADE,
  activity_type varchar(16) NOT NULL CHECK (activity_type IN ('edit', 'amendment', 'status')),
  status_id smallint NOT NULL CHECK (status_id BETWEEN 1 AND 4),
  -- a sentence: what was done ("Reference number updated") or the decision's reason
  description text,
  -- [{field, before, after}], field a readable path such as "requestPassengers[1].firstName"
  changes jsonb NOT NULL DEFAULT '[]',
  amended_request jsonb,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- who approved or rejected an amendment, and when
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz
);
CREATE INDEX reservation_request_activity_request_idx ON reservation_request_activity (request_id, created_at DESC, id DESC);
-- At most one pending amendment per request: a newer one archives the older in its transaction.
CREATE UNIQUE INDEX reservation_request_activity_one_pending_idx ON reservation_request_activity (request_id)
  WHERE activity_type = 'amendment' AND status_id = 3;
CREATE INDEX reservation_request_activity_created_by_idx ON reservation_request_activity (created_by);
CREATE INDEX reservation_request_activity_decided_by_idx ON reservation_request_activity (decided_by);

-- Comments: plain text, newest first.
CREATE TABLE reservation_request_comments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id integer NOT NULL REFERENCES reservation_requests (id) ON DELETE CASCADE,
  message varchar(2000) NOT NULL CHECK (length(btrim(message)) > 0),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reservation_request_comments_request_idx ON reservation_request_comments (request_id, created_at DESC, id DESC);
CREATE INDEX reservation_request_comments_created_by_idx ON reservation_request_comments (created_by);
