-- The outbox: every mail the product sends, recorded in the transaction of what caused it (a
-- sign-up, a forgot-password request; statements and reminders later), then sent. A mail that
-- could not leave (no SMTP server in the settings, or the server refused) stays here with the
-- reason, for an administrator to read and resend (Provider Settings > Outbox).
-- status: queued (recorded, not tried yet), sending (a try under way), sent, not-configured
-- (no SMTP server when it was tried), failed (the server's error in last_error).
CREATE TABLE outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind varchar(40) NOT NULL,
  recipient varchar(320) NOT NULL,
  subject varchar(500) NOT NULL,
  body_text text NOT NULL,
  body_html text,
  lang varchar(5) NOT NULL,
  status varchar(20) NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'not-configured', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  sent_at timestamptz
);
-- The screen's list: newest first, all or one status.
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);
CREATE INDEX outbox_status_idx ON outbox (status, created_at DESC, id DESC);
