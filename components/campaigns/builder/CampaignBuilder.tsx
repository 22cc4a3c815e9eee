import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useMemo, useState, type ComponentType, type MouseEvent } from 'react';

import { lazyPart } from '@/components/kit/lazyPart';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { selectFeatureSettings } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { CampaignType } from '@/types/api';
import { BUILDER_STEPS, type BuilderStep, type CampaignDetail } from '@/types/campaigns';
import { routes } from '@/utils/routes';
import { useGetCampaignQuery } from '../api';
import { useCampaignActions } from '../useCampaignActions';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { CampaignStatusBadge } from '../CampaignStatusBadge';
import { BuilderContext, type BuilderContextValue } from './BuilderContext';
import styles from './builder.module.scss';
import { STEP_LABELS } from './steps';

const loading = <Spinner label="Loading step" />;

// Asked only when unsaved changes are about to be left, so it loads then.
const LeaveGuardDialog = lazyPart(
  () => import('@/components/forms/LeaveGuardDialog').then((m) => m.LeaveGuardDialog),
  <Spinner label="Loading" />,
);

// Each step is its own chunk: the rich-text editor and drag and drop load only with their steps. A saved
// campaign's steps appear only in the browser (the server renders its loading state: the record is the
// browser's own fetch), so they load through React's lazy, without next/dynamic's loader.
const STEP_SCREENS: Record<BuilderStep, ComponentType> = {
  title: lazyPart(() => import('./steps/TitleDatesStep').then((m) => m.TitleDatesStep), loading),
  settings: lazyPart(() => import('./steps/SettingsStep').then((m) => m.SettingsStep), loading),
  players: lazyPart(() => import('./steps/PlayersStep').then((m) => m.PlayersStep), loading),
  content: lazyPart(() => import('./steps/ContentStep').then((m) => m.ContentStep), loading),
  terms: lazyPart(() => import('./steps/TermsStep').then((m) => m.TermsStep), loading),
  overview: lazyPart(() => import('./steps/OverviewStep').then((m) => m.OverviewStep), loading),
  reports: lazyPart(() => import('./steps/ReportsStep').then((m) => m.ReportsStep), loading),
};

type Props = (
  | /**
     * A new campaign of this type: only its first step until it is saved. That step is the one the
     * server renders, so it comes with the page (`NewCampaignBuilder`): as a lazy part it would be a
     * Suspense boundary, which React may stream with inline scripts the content-security policy blocks.
     */
    { type: CampaignType; firstStep: ComponentType; campaignId?: undefined; step?: undefined }
    /** A saved campaign, at `step` (the first when none). */
  | { type?: undefined; firstStep?: undefined; campaignId: number; step?: BuilderStep }
) & {
  /** Builds a template (spec §1): saved with isTemplate, never published, so no overview or reports. */
  template?: boolean;
};

/** Steps a template has no use for: it is never published and has no players' results. */
const CAMPAIGN_ONLY_STEPS: readonly BuilderStep[] = ['overview', 'reports'];

/** The steps a casino shows: the reports step only with `enableReportsTab`; a template's fewer. */
function useVisibleSteps(template: boolean): readonly BuilderStep[] {
  const { enableReportsTab } = useAppSelector(selectFeatureSettings);
  return useMemo(
    () =>
      BUILDER_STEPS.filter(
        (step) =>
          (step !== 'reports' || enableReportsTab) && !(template && CAMPAIGN_ONLY_STEPS.includes(step)),
      ),
    [enableReportsTab, template],
  );
}

/**
 * Spec §2 "campaign building is done in steps", shared by every campaign type: a step list that can be
 * revisited (each step is a URL), the current step, and a guard that asks before unsaved changes are
 * left behind. A new campaign is created by its first step; from then on the builder edits it.
 */
export function CampaignBuilder({ type, firstStep, campaignId, step = 'title', template = false }: Props) {
  const isNew = campaignId === undefined;
  const query = useGetCampaignQuery(campaignId ?? 0, { skip: isNew });
  const campaign = isNew ? null : (query.data ?? null);
  const steps = useVisibleSteps(template);
  const currentStep = steps.includes(step) ? step : 'title';
  const editable = useCampaignActions(campaign).includes('edit');
  // A new campaign is the user's own draft (the page's gate asked for add_campaign).
  const canEdit = isNew || editable;
  const formatDate = useDateTimeFormat();

  const router = useRouter();
  const focusField = typeof router.query.field === 'string' ? router.query.field : null;
  /** Where a step of this campaign (or template) lives. */
  const stepHref = useCallback(
    (saved: Pick<CampaignDetail, 'id' | 'type'>, target: BuilderStep, field?: string) =>
      template
        ? routes.templates.edit(saved.type, saved.id, target, field)
        : routes.campaigns.edit(saved.id, target, field),
    [template],
  );
  const [publishErrors, setPublishErrors] = useState<unknown>(null);
  const guard = useLeaveGuard();
  const setDirty = guard.setUnsaved;

  /** On to the next step; unsaved changes are asked about first (a saved step has none left). */
  const goToNextStep = useCallback(() => {
    if (!campaign) return;
    const next = steps[steps.indexOf(currentStep) + 1];
    if (next) void router.push(stepHref(campaign, next), undefined, { shallow: true });
  }, [campaign, currentStep, router, steps, stepHref]);

  // A plain click stays in the app (through the leave guard); modified clicks open a tab as links do.
  const openStep = (event: MouseEvent<HTMLAnchorElement>, target: BuilderStep) => {
    if (!campaign || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void router.push(stepHref(campaign, target), undefined, { shallow: true });
  };

  const campaignCreated = useCallback(
    (created: CampaignDetail) => {
      setDirty(false);
      void router.push(stepHref(created, steps[1]));
    },
    [router, setDirty, steps, stepHref],
  );

  const context = useMemo<BuilderContextValue | null>(() => {
    const campaignType = campaign?.type ?? type;
    if (!campaignType) return null;
    return {
      campaign,
      type: campaignType,
      template,
      readOnly: !canEdit,
      setDirty,
      goToNextStep,
      campaignCreated,
      stepHref,
      focusField,
      publishErrors,
      publishRefused: setPublishErrors,
    };
  }, [
    campaign,
    type,
    template,
    canEdit,
    setDirty,
    goToNextStep,
    campaignCreated,
    stepHref,
    focusField,
    publishErrors,
  ]);

  if (!isNew && query.isLoading) return <Spinner label="Loading campaign" />;
  if (!isNew && (query.isError || !context)) {
    const notFound = (query.error as { status?: number } | undefined)?.status === 404;
    return (
      <div className={styles.panel} role="alert">
        <p>
          {notFound
            ? 'This campaign does not exist or is not yours to see.'
            : 'The campaign could not be loaded.'}
        </p>
        {notFound ? (
          <Link href={routes.campaigns.list()}>Back to the campaigns</Link>
        ) : (
          <Button onClick={() => void query.refetch()}>Try again</Button>
        )}
      </div>
    );
  }
  if (!context) return null;

  const StepScreen = firstStep ?? STEP_SCREENS[currentStep];
  return (
    <BuilderContext.Provider value={context}>
      <div className={styles.builder}>
        <header className={styles.summary}>
          <h1 className={styles.campaignName}>
            {campaign?.name ?? `New ${campaignTypeLabel(context.type)} ${template ? 'template' : 'campaign'}`}
          </h1>
          <span>{campaignTypeLabel(context.type)}</span>
          {campaign && <CampaignStatusBadge status={campaign.status} />}
          {campaign?.startDate && (
            <span>
              {formatDate(campaign.startDate)} – {formatDate(campaign.endDate)}
            </span>
          )}
        </header>
        {context.readOnly && campaign && (
          <p className={styles.notice} role="status">
            This campaign cannot be changed in its current status or with your permissions; its steps are
            shown read-only.
          </p>
        )}
        <nav aria-label="Campaign steps">
          <ol className={styles.steps}>
            {steps.map((candidate, index) => {
              const label = (
                <>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  {STEP_LABELS[candidate]}
                </>
              );
              return (
                <li key={candidate}>
                  {campaign ? (
                    <a
                      href={stepHref(campaign, candidate)}
                      onClick={(event) => openStep(event, candidate)}
                      className={styles.stepLink}
                      aria-current={candidate === currentStep ? 'step' : undefined}
                    >
                      {label}
                    </a>
                  ) : (
                    <span
                      className={styles.stepLink}
                      aria-current={candidate === currentStep ? 'step' : undefined}
                      aria-disabled={candidate !== currentStep || undefined}
                    >
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <section className={styles.panel} aria-labelledby="builder-step-title">
          <h2 id="builder-step-title" className={styles.stepTitle}>
            {STEP_LABELS[currentStep]}
          </h2>
          <StepScreen key={`${campaign?.id ?? 'new'}-${currentStep}`} />
        </section>
      </div>
      {guard.pendingUrl !== null && (
        <LeaveGuardDialog guard={guard} stayLabel="Stay on this step">
          This step has changes that are not saved. They will be lost if you leave now.
        </LeaveGuardDialog>
      )}
    </BuilderContext.Provider>
  );
}
