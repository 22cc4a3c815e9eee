import type { FastifyBaseLogger } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Executor } from '../db/client';
import type { Campaign } from '../db/schema';
import { validationError } from '../lib/errors';
import type { Repositories } from '../repositories';
import type { HashedPlayer } from '../repositories/players';
import type { NewNotification } from '../repositories/notifications';
import type { LoggedChange } from './audit';
import type { PlayerImportType as ImportType } from '../../contract/players';

/** The actor fields an import needs (the campaigns service's `Actor`). */
type ImportActor = { id: number; email: string };

export type { ImportType };

/**
 * The import-players answer: spec §3's lists, each cut to `IMPORT_SAMPLE_SIZE` items, with the full
 * number beside it (`…_count`), so a 10 MB file answers a few kilobytes instead of megabytes.
 */
export interface ImportResult {
  added: number;
  broken_lines: number[];
  broken_lines_count: number;
  duplicate_player_hashes: string[];
  duplicate_player_hashes_count: number;
  non_existing_player_hashes: string[];
  non_existing_player_hashes_count: number;
  /** Responsible gambling: players no campaign may target, reported apart and never added. */
  self_excluded_player_hashes: string[];
  self_excluded_player_hashes_count: number;
  blocked_player_hashes: string[];
  blocked_player_hashes_count: number;
  already_manually_added_players: number[];
  already_manually_added_players_count: number;
  already_manually_removed_players: number[];
  already_manually_removed_players_count: number;
}

/** Items each list of the answer carries at most (what the upload report shows). */
export const IMPORT_SAMPLE_SIZE = 500;
/** Player hashes are digests or ids of the platform; shorter strings are typos, not players. */
export const HASH_MIN_LENGTH = 8;
export const HASH_MAX_LENGTH = 128;
/**
 * Distinct hashes one file may hold: 10 MB of 32-character hashes is about 318,000, so every real file
 * fits, and the set of hashes an import holds stays bounded.
 */
export const MAX_IMPORT_HASHES = 500_000;
/** Lines parsed, and hashes looked up in one query, before the event loop gets a turn. */
const CHUNK_LINES = 5_000;

const HASH_PATTERN = new RegExp(`^[A-Za-z0-9_.:-]{${HASH_MIN_LENGTH},${HASH_MAX_LENGTH}}$`);

export const IMPORT_MESSAGES = {
  tooManyHashes: `The file holds more than ${MAX_IMPORT_HASHES.toLocaleString('en-US')} player hashes: split it and upload the parts one by one.`,
} as const;

/** A capped list that still counts everything pushed into it. */
class Sample<T> {
  readonly items: T[] = [];
  count = 0;
  push(item: T): void {
    this.count += 1;
    if (this.items.length < IMPORT_SAMPLE_SIZE) this.items.push(item);
  }
}

/** The lines of `text`, numbered from 1, read without splitting the whole file into an array. */
function* linesOf(text: string): Generator<[number, string]> {
  let start = 0;
  let number = 0;
  while (start <= text.length) {
    let end = start;
    while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end += 1;
    number += 1;
    yield [number, text.slice(start, end)];
    if (end >= text.length) return;
    start = text[end] === '\r' && text[end + 1] === '\n' ? end + 2 : end + 1;
  }
}

/** A line's one cell, without spaces around it and without quotes. */
function cellOf(raw: string): string {
  const value = raw.trim();
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).trim()
    : value;
}

export interface ParsedImport {
  /** Ids of the players the file names, in file order, each once. */
  playerIds: number[];
  brokenLines: Sample<number>;
  duplicates: Sample<string>;
  nonExisting: Sample<string>;
  /** Named players that responsible gambling keeps out of every audience (not in `playerIds`). */
  selfExcluded: Sample<string>;
  blocked: Sample<string>;
}

/**
 * Reads an import file: one hash per line, an optional first line `hash`, blank lines skipped; a line
 * holding anything but one hash (several cells, spaces, odd or too few characters) is broken. Works in
 * chunks of `CHUNK_LINES`, each looked up in one query and followed by a turn of the event loop, so
 * other requests are answered during a 10 MB import.
 */
export async function parseImportFile(
  content: Buffer,
  lookup: (hashes: string[]) => Promise<Map<string, HashedPlayer>>,
): Promise<ParsedImport> {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const seen = new Set<string>();
  const playerIds: number[] = [];
  const brokenLines = new Sample<number>();
  const duplicates = new Sample<string>();
  const reportedDuplicates = new Set<string>();
  const nonExisting = new Sample<string>();
  const excluded = { self_excluded: new Sample<string>(), blocked: new Sample<string>() };
  let pending: string[] = [];
  let linesInChunk = 0;
  let first = true;

  const flush = async () => {
    if (pending.length > 0) {
      const ids = await lookup(pending);
      for (const hash of pending) {
        const player = ids.get(hash);
        if (player === undefined) nonExisting.push(hash);
        else if (player.excluded) excluded[player.excluded].push(hash);
        else playerIds.push(player.id);
      }
      pending = [];
    }
    linesInChunk = 0;
    await nextTurn();
  };

  for (const [number, raw] of linesOf(text)) {
    if (++linesInChunk >= CHUNK_LINES) await flush();
    const hash = cellOf(raw);
    if (hash === '') continue;
    if (first) {
      first = false;
      if (hash.toLowerCase() === 'hash') continue;
    }
    if (!HASH_PATTERN.test(hash)) {
      brokenLines.push(number);
      continue;
    }
    if (seen.has(hash)) {
      if (!reportedDuplicates.has(hash)) {
        reportedDuplicates.add(hash);
        duplicates.push(hash);
      }
      continue;
    }
    if (seen.size >= MAX_IMPORT_HASHES) throw validationError({ file: [IMPORT_MESSAGES.tooManyHashes] });
    seen.add(hash);
    pending.push(hash);
  }
  await flush();
  return {
    playerIds,
    brokenLines,
    duplicates,
    nonExisting,
    selfExcluded: excluded.self_excluded,
    blocked: excluded.blocked,
  };
}

/** What the import borrows from the campaigns service: access checks, its transaction, its log. */
export interface PlayerImportDeps {
  repos: Repositories;
  log: FastifyBaseLogger;
  /** Checks that `actor` may change campaign `id` now (status, permissions); throws otherwise. */
  assertChangeable: (id: number, tx?: Executor) => Promise<Campaign>;
  inTransaction: <T>(work: (tx: Executor, notify: (n: NewNotification) => void) => Promise<T>) => Promise<T>;
  logChange: (tx: Executor, change: LoggedChange) => Promise<unknown>;
  campaignUrl: (id: number) => string;
}

/**
 * Adds the file's players to the campaign's manually added (`players`) or removed (`removed_players`)
 * list. A player already in the other list stays there and is reported; so are blocked and
 * self-excluded players, who are in no audience whatever a file says. The creator is notified when the
 * import had problems.
 */
export async function importPlayersFromFile(
  deps: PlayerImportDeps,
  id: number,
  file: Buffer,
  type: ImportType,
  actor: ImportActor,
): Promise<ImportResult> {
  const { repos, log } = deps;
  await deps.assertChangeable(id);
  // The look-ups run before the transaction, which stays short.
  const parsed = await parseImportFile(file, (hashes) => repos.players.idsByHash(hashes));
  return deps.inTransaction(async (tx, notify) => {
    const campaign = await deps.assertChangeable(id, tx);
    let group = campaign.targetGroupId
      ? await repos.targetGroups.findForUpdate(campaign.targetGroupId, tx)
      : undefined;
    if (!group) {
      group = await repos.targetGroups.create({}, tx);
      await repos.campaigns.update(campaign.id, { targetGroupId: group.id }, tx);
    }
    const added = new Set(group.manuallyAddedPlayers);
    const removed = new Set(group.manuallyRemovedPlayers);
    const [target, other] = type === 'players' ? [added, removed] : [removed, added];
    const conflicts = new Sample<number>();
    let count = 0;
    for (const playerId of parsed.playerIds) {
      if (other.has(playerId)) conflicts.push(playerId);
      else if (!target.has(playerId)) {
        target.add(playerId);
        count += 1;
      }
    }
    if (count > 0) {
      const updated = await repos.targetGroups.update(
        group.id,
        { manuallyAddedPlayers: [...added], manuallyRemovedPlayers: [...removed] },
        tx,
      );
      if (updated) {
        await repos.targetGroups.update(
          group.id,
          { lastPlayersCount: await repos.players.countInGroup(updated, tx) },
          tx,
        );
      }
    }
    const noConflicts = new Sample<number>();
    const [alreadyAdded, alreadyRemoved] =
      type === 'removed_players' ? [conflicts, noConflicts] : [noConflicts, conflicts];
    const result: ImportResult = {
      added: count,
      broken_lines: parsed.brokenLines.items,
      broken_lines_count: parsed.brokenLines.count,
      duplicate_player_hashes: parsed.duplicates.items,
      duplicate_player_hashes_count: parsed.duplicates.count,
      non_existing_player_hashes: parsed.nonExisting.items,
      non_existing_player_hashes_count: parsed.nonExisting.count,
      self_excluded_player_hashes: parsed.selfExcluded.items,
      self_excluded_player_hashes_count: parsed.selfExcluded.count,
      blocked_player_hashes: parsed.blocked.items,
      blocked_player_hashes_count: parsed.blocked.count,
      already_manually_added_players: alreadyAdded.items,
      already_manually_added_players_count: alreadyAdded.count,
      already_manually_removed_players: alreadyRemoved.items,
      already_manually_removed_players_count: alreadyRemoved.count,
    };
    const problems = [
      [result.broken_lines_count, 'broken line'],
      [result.duplicate_player_hashes_count, 'duplicate hash'],
      [result.non_existing_player_hashes_count, 'unknown hash'],
      [result.self_excluded_player_hashes_count, 'self-excluded player'],
      [result.blocked_player_hashes_count, 'blocked player'],
      [result.already_manually_added_players_count, 'player already manually added'],
      [result.already_manually_removed_players_count, 'player already manually removed'],
    ].filter(([n]) => (n as number) > 0) as Array<[number, string]>;
    if (problems.length > 0 && campaign.creatorId !== null) {
      notify({
        userId: campaign.creatorId,
        kind: 'players_refused',
        title: `Player import finished with errors: ${campaign.name}`,
        text: `${count} added; ${problems.map(([n, what]) => `${n} ${what}${n === 1 ? '' : 's'}`).join(', ')}.`,
        url: deps.campaignUrl(campaign.id),
      });
    }
    log.info(
      { campaignId: campaign.id, type, added: count, problems: problems.length, by: actor.id },
      'players imported',
    );
    await deps.logChange(tx, {
      action: 'upload',
      resource: 'campaign',
      resourceId: campaign.id,
      label: campaign.name,
      after: { [type === 'players' ? 'players_added' : 'players_removed']: count },
    });
    return result;
  });
}
