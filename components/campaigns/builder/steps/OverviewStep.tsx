import Link from 'next/link';
import { Fragment, useEffect, useState } from 'react';

import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { selectLanguages } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { BuilderStep, Recurring } from '@/types/campaigns';
import type { CampaignType } from '@/types/api';
import { allMessages } from '@/utils/errors';
import { routes } from '@/utils/routes';
import { useCampaignActions } from '../../useCampaignActions';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { campaignStatusLabel } from '../../campaignLabels';
import { CancelJackpotDialog, type JackpotCancelling } from '../../jackpot/CancelJackpotDialog';
import { CAMPAIGN_TYPE_REGISTRY, SETTINGS_FIELDS, type TypeSummary } from '../../types/registry';
import { useCampaignStatusChange } from '../../useCampaignStatusChange';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';
import { STEP_LABELS } from '../steps';

/** Which step holds a campaign field, so a refused publish can point there. */
const FIELD_STEPS: Record<string, BuilderStep> = {
  name: 'title',
  startDate: 'title',
  endDate: 'title',
  recurring: 'title',
  ...Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, 'settings'])),
  targetGroup: 'players',
  titles: 'content',
  desktopBackgroundImage: 'content',
  mobileBackgroundImage: 'content',
  campaignImage: 'content',
  costAlarm: 'content',
  terms: 'terms',
};

interface Problem {
  step: BuilderStep | null;
  message: string;
}

/** A refused publish's field errors (every one, nested ones too), each with the step to fix it in. */
function problemsOf(error: unknown): Problem[] {
  const body = (error as { data?: unknown } | null)?.data;
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([field, value]) => {
    const step = FIELD_STEPS[field] ?? null;
    return allMessages(value).map((message) => ({
      step,
      message: step ? `${STEP_LABELS[step]}: ${message}` : message,
    }));
  });
}

function recurringText(recurring: Recurring | null, formatDate: (value: string) => string): string {
  if (!recurring) return 'Does not recur';
  if (recurring.kind === 'every')
    return `Every ${recurring.everyN} ${recurring.unit}(s), ${recurring.quantity ?? '?'} more time(s)`;
  return `On ${(recurring.dates ?? []).map(formatDate).join(', ')} (${recurring.quantity ?? '?'} time(s))`;
}

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

export function OverviewStep() {
  const campaign = useBuilderCampaign();
  const { stepHref } = useBuilder();
  const formatDate = useDateTimeFormat();
  const languages = useAppSelector(selectLanguages);
  const actions = useCampaignActions(campaign);
  const changeStatus = useCampaignStatusChange();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [confirming, setConfirming] = useState<'publish' | 'cancel' | null>(null);
  const [cancellingJackpot, setCancellingJackpot] = useState<JackpotCancelling | null>(null);
  const typeSummary = useTypeSummary(campaign.type);

  const run = async (status: 'SC' | 'DR' | 'CA') => {
    setBusy(true);
    const result = await changeStatus(campaign.id, status);
    setProblems(result.ok ? [] : problemsOf(result.error));
    setBusy(false);
    setConfirming(null);
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
        <dd>{formatDate(campaign.startDate)}</dd>
        <dt>End</dt>
        <dd>{formatDate(campaign.endDate)}</dd>
        <dt>Recurring</dt>
        <dd>{recurringText(campaign.recurring, formatDate)}</dd>
        {typeSummary?.(campaign).map(({ label, value }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>Titles</dt>
        <dd>{titled.length ? titled.map(({ name }) => name).join(', ') : 'None yet'}</dd>
        <dt>Terms</dt>
        <dd>{withTerms.length ? withTerms.map(({ name }) => name).join(', ') : 'None yet'}</dd>
        <dt>Images</dt>
        <dd>{images.filter(Boolean).length} of 3 chosen</dd>
        <dt>Cost alarm</dt>
        <dd>{campaign.costAlarm === null ? 'Off' : `When the cost passes ${campaign.costAlarm}`}</dd>
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
              <li key={problem.message}>
                {problem.step ? (
                  <Link href={stepHref(campaign, problem.step)} shallow>
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
        {actions.includes('cancelJackpot') && (
          <Button variant="danger" onClick={() => setCancellingJackpot({ campaign, immediately: false })}>
            Cancel jackpot
          </Button>
        )}
        {actions.includes('cancelJackpotImmediately') && (
          <Button variant="danger" onClick={() => setCancellingJackpot({ campaign, immediately: true })}>
            Cancel jackpot immediately
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
      <CancelJackpotDialog cancelling={cancellingJackpot} onClose={() => setCancellingJackpot(null)} />
    </div>
  );
}
