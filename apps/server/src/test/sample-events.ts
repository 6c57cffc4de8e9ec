import type pg from "pg";

/**
 * Events with every column filled, numbered 1.. in the order of `ids`, written with one
 * statement: for tests and benchmarks that need many events at once rather than a few through
 * the API. Event n starts n days after 1 December 2026.
 */
export async function insertSampleEvents(client: pg.ClientBase, ids: readonly string[]) {
  await client.query(
    `insert into events (id, event_name, event_datetime, end_datetime, description, venue,
       is_branded, event_status, event_type, invitee_number, contact_person_name,
       contact_person_email, contact_person_phone, theme_colors, event_admin_id, website_link,
       created_date, updated_date)
     select id, 'Conference ' || n, timestamp '2026-12-01 09:00' + n * interval '1 day',
       timestamp '2026-12-01 17:30' + n * interval '1 day',
       'Three tracks of talks, workshops and a closing dinner for the whole team. ' || n,
       'Hall ' || (n % 7), n % 2 = 0, 'SCHEDULED', 'Conference', 100 + n,
       'Contact ' || n, 'contact' || n || '@example.com', '+44 20 7946 ' || lpad(n::text, 4, '0'),
       '["#1e3a8a", "#f59e0b"]'::jsonb, null, 'https://example.com/events/' || n,
       now() - n * interval '1 minute', now() - n * interval '1 minute'
     from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [ids],
  );
}
