-- User management: first and last names, who last changed a user, and a type per role.
-- Rows inserted without first/last name (the demo seed writes full_name only) are read
-- through COALESCE with the split full name, so both writers stay valid.
ALTER TABLE users ADD COLUMN first_name text;
ALTER TABLE users ADD COLUMN last_name text;
ALTER TABLE users ADD COLUMN updated_at timestamptz;
UPDATE users
   SET first_name = split_part(full_name, ' ', 1),
       last_name = nullif(substr(full_name, length(split_part(full_name, ' ', 1)) + 2), '');
CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC);

-- 1 = company role, 2 = agency role (GET /authorization/user/rolesbytypeid?typeId=).
ALTER TABLE roles ADD COLUMN type_id smallint NOT NULL DEFAULT 1 CHECK (type_id IN (1, 2));
UPDATE roles SET type_id = 2 WHERE name = 'agency user';
CREATE UNIQUE INDEX roles_name_lower_idx ON roles (lower(name));
