-- Files sent with a mail (a statement's PDF), recorded with it in the transaction of what caused
-- it, so a try or a Resend later sends the same bytes.
CREATE TABLE outbox_attachments (
  outbox_id integer NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  file_name varchar(255) NOT NULL,
  content_type varchar(100) NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (outbox_id, position)
);
