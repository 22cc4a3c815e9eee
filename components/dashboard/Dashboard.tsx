import { selectCasino, selectFeatureSettings, selectLanguages, selectUser } from '@/store/authSlice';
import { useGetFeatureFlagQuery } from '@/store/baseApi';
import { useAppSelector } from '@/store/hooks';
import type { FeatureFlagKey, FeatureSettings } from '@/types/api';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { CampaignsCard } from './CampaignsCard';
import styles from './Dashboard.module.scss';

const SETTING_LABELS: Record<keyof FeatureSettings, string> = {
  backofficeToRunInUtc: 'Dates and clock in UTC',
  allowUsersToEditCampaignInfoPerCampaign: 'Campaign info editable per campaign',
  enableLocalizedJackpotTitle: 'Localised jackpot titles',
  enablePageChangeCampaignInfoTemplate: 'Content templates',
  enableReportsTab: 'Reports tab in campaigns',
};

const FLAG_LABELS: Record<FeatureFlagKey, string> = {
  'enable-mission-v2': 'Mission v2 campaigns',
  'enable-sport-book-campaign': 'Sportsbook campaigns',
  'edit-active-campaigns': 'Editing active campaigns',
  'enable-speed-race': 'Speed races',
};

function OnOff({ on }: { on: boolean }) {
  return <span className={on ? styles.on : styles.off}>{on ? 'On' : 'Off'}</span>;
}

function FeatureFlagRow({ flag }: { flag: FeatureFlagKey }) {
  const { data, isLoading, isError } = useGetFeatureFlagQuery(flag);
  return (
    <li className={styles.row}>
      <span>{FLAG_LABELS[flag]}</span>
      {isLoading ? (
        <span className={styles.muted}>Loading…</span>
      ) : (
        <OnOff on={!isError && Boolean(data?.enabled)} />
      )}
    </li>
  );
}

/** The landing page: who is signed in, the casino they work on, and what is switched on for it. */
export function Dashboard() {
  const user = useAppSelector(selectUser);
  const casino = useAppSelector(selectCasino);
  const languages = useAppSelector(selectLanguages);
  const settings = useAppSelector(selectFeatureSettings);
  if (!user || !casino) return null;

  const currencies = Object.entries(casino.exchangeRates);
  return (
    <div className={styles.dashboard}>
      <h1>Welcome, {user.firstName || user.email}</h1>
      <p className={styles.muted}>
        Signed in as {user.email} · {user.permissions.length} permissions
      </p>

      <div className={styles.grid}>
        <CampaignsCard className={styles.card} />

        <section className={styles.card} aria-labelledby="casino-title">
          <h2 id="casino-title">{casino.name}</h2>
          <dl className={styles.facts}>
            <dt>Platform</dt>
            <dd>{casino.platformCodename}</dd>
            <dt>Languages</dt>
            <dd>{languages.map((language) => language.name).join(', ') || '—'}</dd>
            <dt>Date format</dt>
            <dd>{casino.dateTimeFormat}</dd>
          </dl>
        </section>

        <section className={styles.card} aria-labelledby="campaign-types-title">
          <h2 id="campaign-types-title">Campaign types</h2>
          {casino.availableCampaigns.length === 0 ? (
            <p className={styles.muted}>No campaign types are enabled for this casino.</p>
          ) : (
            <ul className={styles.tags}>
              {casino.availableCampaigns.map((type) => (
                <li key={type}>{campaignTypeLabel(type)}</li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.card} aria-labelledby="currencies-title">
          <h2 id="currencies-title">Exchange rates</h2>
          {currencies.length === 0 ? (
            <p className={styles.muted}>No currencies are set up yet.</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col">Rate</th>
                </tr>
              </thead>
              <tbody>
                {currencies.map(([currency, rate]) => (
                  <tr key={currency}>
                    <td>{currency}</td>
                    <td>{rate}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section className={styles.card} aria-labelledby="features-title">
          <h2 id="features-title">Features</h2>
          <ul className={styles.rows}>
            {(Object.keys(SETTING_LABELS) as (keyof FeatureSettings)[]).map((key) => (
              <li key={key} className={styles.row}>
                <span>{SETTING_LABELS[key]}</span>
                <OnOff on={settings[key]} />
              </li>
            ))}
            {(Object.keys(FLAG_LABELS) as FeatureFlagKey[]).map((flag) => (
              <FeatureFlagRow key={flag} flag={flag} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
