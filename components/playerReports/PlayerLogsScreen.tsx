import { useState } from 'react';

import { useGetCampaignsQuery } from '@/components/campaigns';
import { LoadFailed } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { PLAYER_LOG_URL } from '@/components/players';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import styles from './playerReports.module.scss';

/** How many campaigns the choice offers at once; the search narrows them. */
const CAMPAIGN_CHOICES = 50;

/**
 * Player reports → Player Logs (spec §2: choose a campaign, enter a player id, extract the log): what
 * the player did in the campaign, downloaded as a CSV.
 */
export function PlayerLogsScreen() {
  const [search, setSearch] = useState('');
  const [campaign, setCampaign] = useState('');
  const [player, setPlayer] = useState('');
  const [touched, setTouched] = useState(false);
  const campaigns = useGetCampaignsQuery({
    limit: CAMPAIGN_CHOICES,
    offset: 0,
    ...(search.trim() ? { search } : {}),
  });
  const options = (campaigns.data?.results ?? []).map((item) => ({
    value: String(item.id),
    label: `${item.name} (${campaignTypeLabel(item.type)}, #${item.id})`,
  }));
  const chosen = options.some((option) => option.value === campaign) ? campaign : '';
  const campaignError = touched && !chosen ? 'Choose a campaign.' : undefined;
  const playerError = touched && !player.trim() ? "Enter the player's id or hash." : undefined;
  const ready = chosen !== '' && player.trim() !== '';

  return (
    <section aria-labelledby="player-logs-title" className={styles.screen}>
      <h1 id="player-logs-title">Player logs</h1>
      <form
        className={styles.card}
        aria-label="Extract a player's log"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
        }}
      >
        <p className={styles.muted}>
          The log lists, oldest first, when the player joined and completed the campaign, the prize paid,
          opt-outs, and their casino and sportsbook transactions while it ran.
        </p>
        <TextField
          label="Find a campaign"
          type="search"
          value={search}
          placeholder="Campaign name"
          onChange={(event) => setSearch(event.target.value)}
        />
        {campaigns.isError && <LoadFailed what="the campaigns" onRetry={() => void campaigns.refetch()} />}
        <SelectField
          label="Campaign"
          value={chosen}
          options={[{ value: '', label: 'Choose a campaign' }, ...options]}
          onChange={(event) => setCampaign(event.target.value)}
          error={campaignError}
          hint={
            campaigns.isFetching
              ? 'Loading campaigns…'
              : `${options.length} campaign${options.length === 1 ? '' : 's'}${search.trim() ? ' match' : ', newest first'}`
          }
        />
        <TextField
          label="Player id"
          hint="The player's id, or their hash."
          value={player}
          autoComplete="off"
          onChange={(event) => setPlayer(event.target.value)}
          error={playerError}
        />
        {ready ? (
          <DownloadButton
            url={PLAYER_LOG_URL}
            fallbackName={`player_${player.trim()}_campaign_${chosen}_log.csv`}
            request={() => ({ params: { campaign: chosen, player: player.trim() } })}
            variant="primary"
          >
            Extract log
          </DownloadButton>
        ) : (
          <Button type="submit">Extract log</Button>
        )}
      </form>
    </section>
  );
}
