-- Reservation requests (src/server/reservations/README.md). Run after the entity tables exist
-- (reservations/migrate.ts), because the foreign keys point at reference tables that
-- db/entity-tables.ts creates from the schemas (agency, city, hotel, room_type, ...).
-- Children are owned by their request: ON DELETE CASCADE (the API deletes softly; a hard
-- delete by an operator takes the whole request). References to reference data restrict.

-- Per-type reference numbers: sequences never hand out the same value twice, whatever the
-- concurrency, and never block another submission (a rolled-back submission leaves a gap).
CREATE SEQUENCE reservation_request_fit_seq AS integer;
CREATE SEQUENCE reservation_request_git_seq AS integer;
CREATE SEQUENCE reservation_request_ota_seq AS integer;
CREATE SEQUENCE reservation_request_tis_seq AS integer;

CREATE TABLE reservation_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_guid uuid NOT NULL,
  -- 1 FIT, 2 GIT, 3 OTA, 4 TIS
  request_type smallint NOT NULL CHECK (request_type BETWEEN 1 AND 4),
  reference_sequence integer NOT NULL,
  -- made at submission from the tenant's prefix for the type and the sequence: FIT-000123
  request_reference varchar(24) NOT NULL,
  supplier_initial varchar(10) NOT NULL DEFAULT 'ORS',
  agency_id integer NOT NULL REFERENCES agency (id),
  status_id smallint NOT NULL DEFAULT 3,
  remarks text,
  -- the agency's own reference number (step 5, editable later)
  reference_number varchar(100),
  counter_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_by integer,
  -- the first destination's check-in: the listing sorts and filters on it without a join
  first_check_in date,
  -- lowercased request reference, agency reference number and passenger names, for the search
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  is_deleted boolean NOT NULL DEFAULT false,
  deleted_at timestamptz
);
-- One request per guid, deleted ones included: a retry of a deleted request does not revive it.
CREATE UNIQUE INDEX reservation_requests_guid_key ON reservation_requests (request_guid);
CREATE UNIQUE INDEX reservation_requests_reference_key ON reservation_requests (request_reference);
CREATE UNIQUE INDEX reservation_requests_type_sequence_key ON reservation_requests (request_type, reference_sequence);
-- The listing: newest first or by first check-in, for everyone or one agency; filters.
CREATE INDEX reservation_requests_created_idx ON reservation_requests (created_at DESC, id DESC) WHERE NOT is_deleted;
CREATE INDEX reservation_requests_agency_created_idx ON reservation_requests (agency_id, created_at DESC, id DESC) WHERE NOT is_deleted;
CREATE INDEX reservation_requests_check_in_idx ON reservation_requests (first_check_in, id) WHERE NOT is_deleted;
CREATE INDEX reservation_requests_agency_check_in_idx ON reservation_requests (agency_id, first_check_in, id) WHERE NOT is_deleted;
CREATE INDEX reservation_requests_status_idx ON reservation_requests (status_id) WHERE NOT is_deleted;
CREATE INDEX reservation_requests_type_idx ON reservation_requests (request_type) WHERE NOT is_deleted;
CREATE INDEX reservation_requests_counter_idx ON reservation_requests (counter_id);
CREATE INDEX reservation_requests_search_idx ON reservation_requests USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);

CREATE TABLE reservation_destinations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id integer NOT NULL REFERENCES reservation_requests (id) ON DELETE CASCADE,
  -- order by check-in (then as sent)
  position smallint NOT NULL,
  city_id integer NOT NULL REFERENCES city (id),
  check_in_date date NOT NULL,
  check_out_date date NOT NULL,
  CHECK (check_out_date > check_in_date)
);
CREATE INDEX reservation_destinations_request_idx ON reservation_destinations (request_id, position);
CREATE INDEX reservation_destinations_city_idx ON reservation_destinations (city_id);

CREATE TABLE reservation_destination_hotels (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination_id integer NOT NULL REFERENCES reservation_destinations (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  hotel_id integer NOT NULL REFERENCES hotel (id),
  -- hotel reservation status: 0 TempRequest, 1 Confirmed, 2 Processing, 3 Pending, ...
  status_id smallint NOT NULL DEFAULT 3,
  notes text,
  supplier_id integer REFERENCES supplier (id),
  operator_id integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX reservation_destination_hotels_destination_idx ON reservation_destination_hotels (destination_id, position);
CREATE INDEX reservation_destination_hotels_hotel_idx ON reservation_destination_hotels (hotel_id);
CREATE INDEX reservation_destination_hotels_supplier_idx ON reservation_destination_hotels (supplier_id);
CREATE INDEX reservation_destination_hotels_operator_idx ON reservation_destination_hotels (operator_id);

CREATE TABLE reservation_room_pax (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination_hotel_id integer NOT NULL REFERENCES reservation_destination_hotels (id) ON DELETE CASCADE,
  -- 1, 2, ... within the hotel ('Room N')
  room_no smallint NOT NULL CHECK (room_no >= 1),
  room_type_id integer NOT NULL REFERENCES room_type (id),
  -- an infra type of type group 15, offered for the room type (room_type_providing_policy)
  providing_policy_id integer NOT NULL REFERENCES infra_type (id),
  adult_count smallint NOT NULL CHECK (adult_count >= 0),
  child_with_bed_count smallint NOT NULL DEFAULT 0 CHECK (child_with_bed_count >= 0),
  child_with_no_bed_count smallint NOT NULL DEFAULT 0 CHECK (child_with_no_bed_count >= 0),
  infant_count smallint NOT NULL DEFAULT 0 CHECK (infant_count >= 0),
  bed_type smallint,
  extra_bed boolean NOT NULL DEFAULT false,
  twin_bed boolean NOT NULL DEFAULT false,
  extended_room boolean NOT NULL DEFAULT false,
  UNIQUE (destination_hotel_id, room_no)
);
CREATE INDEX reservation_room_pax_room_type_idx ON reservation_room_pax (room_type_id);
CREATE INDEX reservation_room_pax_policy_idx ON reservation_room_pax (providing_policy_id);

CREATE TABLE reservation_destination_excursions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination_id integer NOT NULL REFERENCES reservation_destinations (id) ON DELETE CASCADE,
  excursion_id integer NOT NULL REFERENCES excursion (id),
  UNIQUE (destination_id, excursion_id)
);
CREATE INDEX reservation_destination_excursions_excursion_idx ON reservation_destination_excursions (excursion_id);

CREATE TABLE reservation_destination_tour_services (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination_id integer NOT NULL REFERENCES reservation_destinations (id) ON DELETE CASCADE,
  tour_service_id integer NOT NULL REFERENCES tour_service (id),
  UNIQUE (destination_id, tour_service_id)
);
CREATE INDEX reservation_destination_tour_services_tour_idx ON reservation_destination_tour_services (tour_service_id);

CREATE TABLE reservation_passengers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id integer NOT NULL REFERENCES reservation_requests (id) ON DELETE CASCADE,
  passenger_guid uuid NOT NULL UNIQUE,
  position smallint NOT NULL,
  room_no smallint NOT NULL CHECK (room_no >= 1),
  first_name varchar(100),
  last_name varchar(100),
  -- 1 male, 2 female
  gender smallint CHECK (gender IN (1, 2)),
  date_of_birth date,
  passport_number varchar(50),
  -- 1 Adult, 2 Child 6-12, 3 Child 2-6, 4 Infant
  age_group smallint NOT NULL DEFAULT 1 CHECK (age_group BETWEEN 1 AND 4)
);
CREATE INDEX reservation_passengers_request_idx ON reservation_passengers (request_id, position);

CREATE TABLE reservation_transportations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id integer NOT NULL REFERENCES reservation_requests (id) ON DELETE CASCADE,
  transportation_guid uuid NOT NULL UNIQUE,
  position smallint NOT NULL,
  -- an infra type of type group 13 (flight, train, ...)
  transportation_type_id integer NOT NULL REFERENCES infra_type (id),
  transportation_provider_id integer REFERENCES transportation_provider (id),
  ref_number varchar(50),
  origin_city_id integer REFERENCES city (id),
  destination_city_id integer REFERENCES city (id),
  origin_station_id integer REFERENCES station (id),
  destination_station_id integer REFERENCES station (id),
  adult_count smallint NOT NULL DEFAULT 0 CHECK (adult_count >= 0),
  child_count smallint NOT NULL DEFAULT 0 CHECK (child_count >= 0),
  departure_date date NOT NULL,
  departure_time time(0),
  arrival_date date,
  arrival_time time(0),
  notes text
);
CREATE INDEX reservation_transportations_request_idx ON reservation_transportations (request_id, position);
CREATE INDEX reservation_transportations_type_idx ON reservation_transportations (transportation_type_id);
CREATE INDEX reservation_transportations_provider_idx ON reservation_transportations (transportation_provider_id);
CREATE INDEX reservation_transportations_origin_city_idx ON reservation_transportations (origin_city_id);
CREATE INDEX reservation_transportations_destination_city_idx ON reservation_transportations (destination_city_id);
CREATE INDEX reservation_transportations_origin_station_idx ON reservation_transportations (origin_station_id);
CREATE INDEX reservation_transportations_destination_station_idx ON reservation_transportations (destination_station_id);
