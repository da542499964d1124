-- Audit entries written before client addresses were truncated and deleted accounts erased
-- (docs/operations.md, "Privacy"): rewritten as the server writes them now.

-- Client addresses: as common/truncate-ip.ts stores them (IPv4 /24, IPv6 /48; "::ffff:a.b.c.d"
-- as IPv4; a zone "%eth0" dropped). A value that is no address stays as it is, without aborting.
DO $$
DECLARE
  r record;
  address inet;
BEGIN
  FOR r IN SELECT id, ip FROM audit_log WHERE ip IS NOT NULL LOOP
    BEGIN
      address := split_part(
        regexp_replace(btrim(r.ip), '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1', 'i'), '%', 1
      )::inet;
    EXCEPTION WHEN data_exception THEN
      address := NULL;
    END;
    IF address IS NOT NULL THEN
      UPDATE audit_log
        SET ip = host(network(set_masklen(address, CASE WHEN family(address) = 4 THEN 24 ELSE 48 END)))
        WHERE id = r.id;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- Accounts deleted before the erasure: their addresses, as the entries about them recorded them
-- (created, blocked, role changes, the deletion), unless an account holds the address again.
-- Wherever an entry's "email" or actor address is one of them, the deleted account's pseudonym.
WITH gone AS (
  SELECT DISTINCT d.entity_id AS id FROM audit_log d
  WHERE d.action = 'user.deleted' AND d.entity_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id::text = d.entity_id)
), addresses AS (
  SELECT DISTINCT ON (lower(a.details ->> 'email')) lower(a.details ->> 'email') AS email, g.id
  FROM audit_log a JOIN gone g ON a.entity_type = 'user' AND a.entity_id = g.id
  WHERE a.details ->> 'email' LIKE '%@%'
    AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(a.details ->> 'email'))
  ORDER BY lower(a.details ->> 'email'), g.id
)
UPDATE audit_log a
  SET actor_email = 'Gelöschter Nutzer ' || left(s.id, 8)
  FROM addresses s
  WHERE a.actor_id IS NULL AND lower(a.actor_email) = s.email;
--> statement-breakpoint
WITH gone AS (
  SELECT DISTINCT d.entity_id AS id FROM audit_log d
  WHERE d.action = 'user.deleted' AND d.entity_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id::text = d.entity_id)
), addresses AS (
  SELECT DISTINCT ON (lower(a.details ->> 'email')) lower(a.details ->> 'email') AS email, g.id
  FROM audit_log a JOIN gone g ON a.entity_type = 'user' AND a.entity_id = g.id
  WHERE a.details ->> 'email' LIKE '%@%'
    AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.email) = lower(a.details ->> 'email'))
  ORDER BY lower(a.details ->> 'email'), g.id
)
UPDATE audit_log a
  SET details = jsonb_set(a.details, '{email}', to_jsonb('Gelöschter Nutzer ' || left(s.id, 8)))
  FROM addresses s
  WHERE lower(a.details ->> 'email') = s.email AND a.action <> 'user.deleted';
--> statement-breakpoint
-- Deletions recorded with the deleted account's address: the pseudonym the erasure writes now
-- (users/user-erasure.repository.ts, pseudonymFor), under "user" as in today's entries.
UPDATE audit_log
  SET details = (details - 'email')
    || jsonb_build_object('user', 'Gelöschter Nutzer ' || left(coalesce(entity_id, ''), 8))
  WHERE action = 'user.deleted' AND details -> 'email' IS NOT NULL;
