-- The Player Activity report's daily figures (activity_days, deposit_days) follow every insert into the
-- transaction tables: one statement-level trigger per table reads the statement's new rows as a set, so
-- a batch of 1,000 transactions costs three set-based statements, not 3,000. Concurrent batches stay
-- right: a player-day row is inserted once (ON CONFLICT DO NOTHING waits for the other writer), and a
-- flag is counted only by the UPDATE that turns it true.
CREATE FUNCTION record_player_days(move_days date[], move_players integer[], move_played boolean[], move_deposited boolean[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moves AS (
    SELECT m.day, m.player_id, bool_or(m.played) AS played, bool_or(m.deposited) AS deposited
    FROM unnest(move_days, move_players, move_played, move_deposited) AS m(day, player_id, played, deposited)
    GROUP BY 1, 2
  ), inserted AS (
    INSERT INTO player_activity_days (day, player_id, played, deposited)
    SELECT day, player_id, played, deposited FROM moves
    ON CONFLICT DO NOTHING
    RETURNING day, played, deposited
  )
  INSERT INTO activity_days (day, active_players, depositors)
  SELECT day, count(*) FILTER (WHERE played), count(*) FILTER (WHERE deposited) FROM inserted GROUP BY day
  ON CONFLICT (day) DO UPDATE SET active_players = activity_days.active_players + excluded.active_players,
    depositors = activity_days.depositors + excluded.depositors;

  -- Players already counted today for the other kind of move.
  WITH moves AS (
    SELECT DISTINCT m.day, m.player_id
    FROM unnest(move_days, move_players, move_played) AS m(day, player_id, played) WHERE m.played
  ), flipped AS (
    UPDATE player_activity_days p SET played = true FROM moves m
    WHERE p.day = m.day AND p.player_id = m.player_id AND NOT p.played
    RETURNING p.day
  )
  INSERT INTO activity_days (day, active_players) SELECT day, count(*) FROM flipped GROUP BY day
  ON CONFLICT (day) DO UPDATE SET active_players = activity_days.active_players + excluded.active_players;

  WITH moves AS (
    SELECT DISTINCT m.day, m.player_id
    FROM unnest(move_days, move_players, move_deposited) AS m(day, player_id, deposited) WHERE m.deposited
  ), flipped AS (
    UPDATE player_activity_days p SET deposited = true FROM moves m
    WHERE p.day = m.day AND p.player_id = m.player_id AND NOT p.deposited
    RETURNING p.day
  )
  INSERT INTO activity_days (day, depositors) SELECT day, count(*) FROM flipped GROUP BY day
  ON CONFLICT (day) DO UPDATE SET depositors = activity_days.depositors + excluded.depositors;
END $$;
--> statement-breakpoint
CREATE FUNCTION player_transactions_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deposit_days (day, currency, deposits, amount)
  SELECT (created AT TIME ZONE 'UTC')::date, currency, count(*), sum(amount)
  FROM new_rows WHERE type = 'deposit' GROUP BY 1, 2
  ON CONFLICT (day, currency) DO UPDATE SET deposits = deposit_days.deposits + excluded.deposits,
    amount = deposit_days.amount + excluded.amount;
  PERFORM record_player_days(array_agg(day), array_agg(player_id), array_agg(played), array_agg(deposited))
  FROM (
    SELECT (created AT TIME ZONE 'UTC')::date AS day, player_id,
      bool_or(type IN ('bet', 'win')) AS played, bool_or(type = 'deposit') AS deposited
    FROM new_rows GROUP BY 1, 2
  ) m WHERE played OR deposited;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER player_transactions_daily AFTER INSERT ON player_transactions
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION player_transactions_daily();
--> statement-breakpoint
CREATE FUNCTION sportsbook_transactions_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_player_days(array_agg(day), array_agg(player_id), array_agg(true), array_agg(false))
  FROM (SELECT DISTINCT (created AT TIME ZONE 'UTC')::date AS day, player_id FROM new_rows) m;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sportsbook_transactions_daily AFTER INSERT ON sportsbook_transactions
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sportsbook_transactions_daily();
--> statement-breakpoint
-- What is there already.
SELECT record_player_days(array_agg(day), array_agg(player_id), array_agg(played), array_agg(deposited))
FROM (
  SELECT (created AT TIME ZONE 'UTC')::date AS day, player_id,
    bool_or(type IN ('bet', 'win')) AS played, bool_or(type = 'deposit') AS deposited
  FROM player_transactions GROUP BY 1, 2
  UNION ALL
  SELECT DISTINCT (created AT TIME ZONE 'UTC')::date, player_id, true, false FROM sportsbook_transactions
) m WHERE played OR deposited;
--> statement-breakpoint
INSERT INTO deposit_days (day, currency, deposits, amount)
SELECT (created AT TIME ZONE 'UTC')::date, currency, count(*), sum(amount)
FROM player_transactions WHERE type = 'deposit' GROUP BY 1, 2;
