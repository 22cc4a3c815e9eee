import { skipToken } from '@reduxjs/toolkit/query';
import Link from 'next/link';
import { Fragment, useEffect, useState } from 'react';

import { exclusionSummary, useGetTargetGroupQuery } from '@/components/players';
import { lazyPart } from '@/components/kit/lazyPart';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { selectCasino, selectLanguages } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { Recurring } from '@/types/campaigns';
import type { CampaignType } from '@/types/api';
import { baseCurrencyOf, formatAmount, formatCount, UTC_LABEL } from '@/utils/format';
import { routes } from '@/utils/routes';
import { useCopyCampaignMutation } from '../../listApi';
import { CAMPAIGN_MESSAGES } from '../../campaignMessages';
import { SAVE_AS_TEMPLATE } from '../../copyPurposes';
import { useCampaignActions } from '../../useCampaignActions';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { campaignStatusLabel } from '../../campaignLabels';
import { CAMPAIGN_TYPE_REGISTRY, type TypeActionRun, type TypeSummary } from '../../types/registry';
import { TypeActionDialogHost } from '../../types/TypeActionDialogHost';
import { campaignActionLabel, isCommonAction } from '../../campaignActions';
import { useCampaignStatusChange } from '../../useCampaignStatusChange';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import { useTypeSettings, type TypeSettings } from '../useTypeSettings';
import styles from '../builder.module.scss';
import { TASK_TYPE_LABELS } from '../../mission/taskLabels';
import { publishProblems, type PublishProblem } from '../publishProblems';
import { signOffOf, type CostEstimate, type SignOffItem } from '../signOff';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function recurringText(recurring: Recurring | null, formatDate: (value: string) => string): string {
  if (!recurring) return 'Does not recur';
  if (recurring.kind === 'every')
    return `Every ${recurring.everyN} ${recurring.unit}(s), ${recurring.quantity ?? '?'} more time(s)`;
  return `On ${(recurring.dates ?? []).map(formatDate).join(', ')} (${recurring.quantity ?? '?'} time(s))`;
}

// The copy dialog (formik and yup) loads when a template is asked for.
const CopyCampaignDialog = lazyPart(
  () => import('../../CopyCampaignDialog').then((m) => m.CopyCampaignDialog),
  null,
);

/** The campaign at a glance, and its lifecycle actions: publish, back to draft, cancel (spec §2). */
/** The campaign type's overview lines, once its summary has loaded (its lines appear a moment later). */
function useTypeSummary(type: CampaignType): TypeSummary | undefined {
  const [loaded, setLoaded] = useState<{ type: CampaignType; summary: TypeSummary }>();
  useEffect(() => {
    let current = true;
    void CAMPAIGN_TYPE_REGISTRY[type]
      ?.loadSummary()
      .then((summary) => current && setLoaded({ type, summary }));
    return () => {
      current = false;
    };
  }, [type]);
  return loaded?.type === type ? loaded.summary : undefined;
}

/** The audience as the players step counts it, with who was left out and why. */
function AudienceFact({ targetGroup }: { targetGroup: number | null }) {
  const group = useGetTargetGroupQuery(targetGroup ?? skipToken);
  if (targetGroup === null) return <>Every player, except the blocked and self-excluded</>;
  if (group.isError) return <>Could not be counted</>;
  if (!group.data) return <>Counting…</>;
  const excluded = exclusionSummary(group.data.excludedPlayers);
  return (
    <>
      {formatCount(group.data.playersCount)} players
      {excluded && <span className={styles.muted}> {excluded}</span>}
    </>
  );
}

/** The figure against the cost alarm, both with their currency. */
function costAgainstAlarm(cost: CostEstimate | null, alarm: number | null, currency: string): string {
  const alarmText =
    alarm === null ? 'no cost alarm set' : `the cost alarm of ${formatAmount(alarm, currency)}`;
  if (!cost) return `Not known until the players are chosen; ${alarmText}.`;
  const figure = `${cost.basis === 'maximum' ? 'At most' : 'About'} ${formatAmount(cost.amount, currency)} (${cost.reason})`;
  const unvalued =
    cost.unvalued > 0
      ? `, not counting ${cost.unvalued} prize${cost.unvalued === 1 ? '' : 's'} without a money value`
      : '';
  const against =
    alarm === null ? alarmText : cost.amount > alarm ? `above ${alarmText}` : `within ${alarmText}`;
  return `${figure}${unvalued}: ${against}.`;
}

/** Every task, place and drop with its prizes and their value, and the games that count. */
function SignOffItems({ items }: { items: SignOffItem[] }) {
  if (items.length === 0) return <>Nothing set yet</>;
  return (
    <ul className={styles.signOffItems}>
      {items.map((item) => (
        <li key={item.label}>
          <strong>{item.label}</strong>: {item.prizes}
          {item.games && <> · counts on {item.games}</>}
        </li>
      ))}
    </ul>
  );
}

/** What the overview shows of the type's settings while they load, or when they could not be. */
function SettingsPending({ settings }: { settings: TypeSettings }) {
  if (settings.status === 'loaded') return null;
  if (settings.status === 'loading') return <>Loading…</>;
  return (
    <>
      The settings could not be loaded.{' '}
      <Button variant="secondary" onClick={settings.retry}>
        Try again
      </Button>
    </>
  );
}

export function OverviewStep() {
  const campaign = useBuilderCampaign();
  const { stepHref, publishRefused } = useBuilder();
  const formatDate = useDateTimeFormat();
  const languages = useAppSelector(selectLanguages);
  const actions = useCampaignActions(campaign);
  const changeStatus = useCampaignStatusChange();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<PublishProblem[]>([]);
  const [confirming, setConfirming] = useState<'publish' | 'cancel' | null>(null);
  const [runningTypeAction, setRunningTypeAction] = useState<TypeActionRun | null>(null);
  const typeSummary = useTypeSummary(campaign.type);
  // The type's settings as the settings step reads them: through the type's own calls (spec §7).
  const settings = useTypeSettings(campaign);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const [copyCampaign] = useCopyCampaignMutation();
  const dispatch = useAppDispatch();
  const saveAsTemplate = async (id: number, name: string) => {
    await copyCampaign({ id, name, isTemplate: true }).unwrap();
    setSavingTemplate(false);
    dispatch(messageShown({ type: 'success', content: CAMPAIGN_MESSAGES.templateSaved }));
  };

  const run = async (status: 'SC' | 'DR' | 'CA') => {
    setBusy(true);
    const result = await changeStatus(campaign.id, status);
    const refused = result.ok ? null : ((result.error as { data?: unknown } | null)?.data ?? null);
    setProblems(publishProblems(refused));
    publishRefused(refused);
    setBusy(false);
    setConfirming(null);
  };

  const casino = useAppSelector(selectCasino);
  const currency = baseCurrencyOf(casino?.exchangeRates ?? {});
  const group = useGetTargetGroupQuery(campaign.targetGroup ?? skipToken);
  const signOff =
    settings.status === 'loaded'
      ? signOffOf(settings.campaign, group.data?.playersCount ?? null, currency, TASK_TYPE_LABELS)
      : null;
  // Dates say their zone: UTC carries its label, the browser's own time its zone's name.
  const zoned = (value: string | null) => {
    const text = formatDate(value);
    return text === '—' || text.endsWith(UTC_LABEL) ? text : `${text} (${browserTimeZone()})`;
  };
  const titled = languages.filter(({ code }) => campaign.titles[code]?.trim());
  const withTerms = languages.filter(({ code }) => campaign.terms[code]?.trim());
  const images = [campaign.desktopBackgroundImage, campaign.mobileBackgroundImage, campaign.campaignImage];

  return (
    <div className={styles.stepForm}>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{campaign.name}</dd>
        <dt>Type</dt>
        <dd>{campaignTypeLabel(campaign.type)}</dd>
        <dt>Status</dt>
        <dd>{campaignStatusLabel(campaign.status)}</dd>
        <dt>Start</dt>
        <dd>{zoned(campaign.startDate)}</dd>
        <dt>End</dt>
        <dd>{zoned(campaign.endDate)}</dd>
        <dt>Recurring</dt>
        <dd>{recurringText(campaign.recurring, formatDate)}</dd>
        {settings.status === 'loaded' &&
          typeSummary?.(settings.campaign).map(({ label, value }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        <dt>Prizes and games</dt>
        <dd>{signOff ? <SignOffItems items={signOff.items} /> : <SettingsPending settings={settings} />}</dd>
        <dt>Cost estimate</dt>
        <dd>{signOff ? costAgainstAlarm(signOff.cost, campaign.costAlarm, currency) : 'Not known yet'}</dd>
        <dt>Audience</dt>
        <dd>
          <AudienceFact targetGroup={campaign.targetGroup} />
        </dd>
        <dt>Control group</dt>
        <dd>
          {campaign.controlGroup > 0
            ? `${campaign.controlGroup} % of the players, held out of rewards to measure the uplift`
            : 'None: every player taking part can be rewarded'}
        </dd>
        <dt>Titles</dt>
        <dd>{titled.length ? titled.map(({ name }) => name).join(', ') : 'None yet'}</dd>
        <dt>Terms</dt>
        <dd>{withTerms.length ? withTerms.map(({ name }) => name).join(', ') : 'None yet'}</dd>
        <dt>Images</dt>
        <dd>{images.filter(Boolean).length} of 3 chosen</dd>
        <dt>Payouts</dt>
        <dd>{campaign.holdPayouts ? 'Held until another approver releases them' : 'Sent as they are won'}</dd>
        <dt>Options</dt>
        <dd>
          {[
            campaign.optIn && 'Opt-in',
            campaign.priority && 'Displayed first',
            campaign.hideOverlay && 'Overlay hidden',
            campaign.showOverlayAfterEnd && 'Overlay shown after the end',
          ]
            .filter(Boolean)
            .join(', ') || 'None'}
        </dd>
      </dl>

      {problems.length > 0 && (
        <div className={`${styles.problems} field-error`} role="alert">
          <p>The campaign cannot be published yet:</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.field} ${problem.message}`}>
                {problem.step ? (
                  <Link href={stepHref(campaign, problem.step, problem.field)} shallow>
                    {problem.message}
                  </Link>
                ) : (
                  problem.message
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className={styles.actions}>
        {actions.includes('statistics') && (
          <Link href={routes.campaigns.statistics(campaign.id)}>Statistics</Link>
        )}
        {actions.includes('backToDraft') && (
          <Button variant="secondary" busy={busy} onClick={() => void run('DR')}>
            Back to draft
          </Button>
        )}
        {actions.includes('cancel') && (
          <Button variant="danger" busy={busy} onClick={() => setConfirming('cancel')}>
            Cancel campaign
          </Button>
        )}
        {actions
          .filter((action) => !isCommonAction(action))
          .map((action) => (
            <Button key={action} variant="danger" onClick={() => setRunningTypeAction({ campaign, action })}>
              {campaignActionLabel(action, campaign.type)}
            </Button>
          ))}
        {actions.includes('saveAsTemplate') && (
          <Button variant="secondary" onClick={() => setSavingTemplate(true)}>
            Save as template
          </Button>
        )}
        {actions.includes('publish') && (
          <Button busy={busy} onClick={() => setConfirming('publish')}>
            Publish
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming === 'publish'}
        title="Publish this campaign?"
        confirmLabel="Publish"
        cancelLabel="Keep as draft"
        busy={busy}
        onConfirm={() => void run('SC')}
        onCancel={() => setConfirming(null)}
      >
        Players will see it from its start date. Until it starts you can bring it back to draft.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'cancel'}
        title="Cancel this campaign?"
        confirmLabel="Cancel campaign"
        cancelLabel="Keep campaign"
        danger
        busy={busy}
        onConfirm={() => void run('CA')}
        onCancel={() => setConfirming(null)}
      >
        Players can no longer take part once it is cancelled. This cannot be undone.
      </ConfirmDialog>
      <TypeActionDialogHost running={runningTypeAction} onClose={() => setRunningTypeAction(null)} />
      {savingTemplate && (
        <CopyCampaignDialog
          campaign={campaign}
          purpose={SAVE_AS_TEMPLATE}
          onCancel={() => setSavingTemplate(false)}
          onSave={saveAsTemplate}
        />
      )}
    </div>
  );
}
