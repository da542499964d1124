ALTER TABLE "time_slots" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_venue_id_locations_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_slots_venue_day_idx" ON "time_slots" USING btree ("venue_id","day");
--> statement-breakpoint
-- Issue 35: time slots named their venue by free text, and a look-alike spelling (a Cyrillic „а“,
-- a zero-width or no-break space, another case, a decomposed umlaut) escaped the hall plan. Each
-- slot whose text names exactly one venue is bound to it (and shows the venue's own name); the
-- times in published revisions and publish requests get the venue's id the same way, so a
-- published course stays "published". The key is common/venue-key.ts's in SQL: NFKC, format
-- characters and spaces removed, ß as ss, diacritics stripped, Cyrillic and Greek look-alikes
-- of Latin letters mapped, lower case. A text that names no venue stays as it is (venue_id null).
CREATE FUNCTION pg_temp.venue_key(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(translate(
    regexp_replace(
      normalize(
        replace(replace(
          regexp_replace(
            normalize(name, NFKC),
            '[[:space:]\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\u3164\ufeff]',
            '', 'g'),
          'ß', 'ss'), 'ẞ', 'ss'),
        NFD),
      '[\u0300-\u036f]', '', 'g'),
    'аеорсухѕіјһԁԛԝӏАВЕКМНОРСТУХЅІЈԚԜҺӀαορικνυχγΑΒΕΖΗΙΚΜΝΟΡΤΥΧ',
    'aeopcyxsijhdqwlabekmhopctyxsijqwhlaopikvuxyabezhikmnoptyx'))
$$;
--> statement-breakpoint
CREATE TEMP TABLE venue_keys AS
  SELECT key, (array_agg(id))[1] AS id, (array_agg(name))[1] AS name
  FROM (SELECT pg_temp.venue_key(name) AS key, id, name FROM locations) AS keyed
  GROUP BY key
  HAVING count(*) = 1;
--> statement-breakpoint
UPDATE time_slots AS t SET venue_id = v.id, location = v.name
  FROM venue_keys AS v
  WHERE t.venue_id IS NULL AND pg_temp.venue_key(t.location) = v.key;
--> statement-breakpoint
CREATE FUNCTION pg_temp.with_venues(times jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(
      CASE WHEN v.id IS NULL THEN slot
        ELSE slot || jsonb_build_object('venue', v.id, 'location', v.name) END
      ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements(times) WITH ORDINALITY AS each(slot, n)
    LEFT JOIN venue_keys AS v ON v.key = pg_temp.venue_key(slot->>'location')
$$;
--> statement-breakpoint
UPDATE course_revisions SET snapshot = jsonb_set(snapshot, '{times}', pg_temp.with_venues(snapshot->'times'))
  WHERE jsonb_typeof(snapshot->'times') = 'array';
--> statement-breakpoint
UPDATE workshop_revisions SET snapshot = jsonb_set(snapshot, '{times}', pg_temp.with_venues(snapshot->'times'))
  WHERE jsonb_typeof(snapshot->'times') = 'array';
--> statement-breakpoint
UPDATE publish_requests SET snapshot = jsonb_set(snapshot, '{times}', pg_temp.with_venues(snapshot->'times'))
  WHERE jsonb_typeof(snapshot->'times') = 'array';
--> statement-breakpoint
DROP FUNCTION pg_temp.with_venues(jsonb);
--> statement-breakpoint
DROP TABLE venue_keys;
--> statement-breakpoint
DROP FUNCTION pg_temp.venue_key(text);
