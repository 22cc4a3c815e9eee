import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { StepForm } from '@/components/campaigns/builder/StepForm';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { renderBuilderStep } from '../support/builderStep';
import { mockRouter } from '../support/router';
import { wireCampaignDetail } from '../support/campaignDetail';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/router').nextRouterMock);

const LOADED = '"c1-loaded"';

/** A one-field step over a campaign loaded at version LOADED; PATCHes are answered by `answers` in turn. */
function renderNameStep(answers: Array<() => Response>) {
  const detail = wireCampaignDetail({ version: LOADED });
  const sent: Array<{ ifMatch: string | null; body: unknown }> = [];
  const view = renderBuilderStep(
    <StepForm initialValues={{ name: 'Spring' }} fields={['name']} toChanges={(values) => values}>
      <FormikTextField name="name" label="Name" />
    </StepForm>,
    { detail },
  );
  // After the helper's own PATCH handler: the last one given answers.
  server.use(
    http.patch(`${API}v1/campaigns/campaigns/${detail.id}/`, async ({ request }) => {
      sent.push({ ifMatch: request.headers.get('if-match'), body: await request.json() });
      return (answers.shift() ?? (() => HttpResponse.json(detail)))();
    }),
  );
  return { ...view, sent, detail };
}

const changedMeanwhile = () =>
  HttpResponse.json(
    {
      detail: 'This campaign was changed by ann@example.com after you opened it.',
      modified: '2026-03-04T10:20:00Z',
      modified_by: 'ann@example.com',
    },
    { status: 412 },
  );

async function editAndSave() {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Summer');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  return user;
}

describe('campaign builder: edits of a version changed meanwhile', () => {
  it('sends the loaded version as If-Match', async () => {
    const { sent, context } = renderNameStep([]);
    await editAndSave();
    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    expect(sent[0].ifMatch).toBe(LOADED);
  });

  it('on 412 says who changed it and when; Overwrite sends the changes again without If-Match', async () => {
    const { sent, context } = renderNameStep([changedMeanwhile]);
    const user = await editAndSave();
    const dialog = await screen.findByRole('dialog', { name: 'Campaign changed meanwhile' });
    expect(dialog).toHaveTextContent('ann@example.com changed this campaign at 04.03.2026');
    expect(context.goToNextStep).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    expect(sent.map((call) => call.ifMatch)).toEqual([LOADED, null]);
    expect(sent[1].body).toEqual({ name: 'Summer' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Reload drops the step’s changes and loads the campaign again', async () => {
    const { sent, context } = renderNameStep([changedMeanwhile]);
    const user = await editAndSave();
    const dialog = await screen.findByRole('dialog', { name: 'Campaign changed meanwhile' });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(mockRouter.reload).toHaveBeenCalled());
    expect(context.setDirty).toHaveBeenLastCalledWith(false);
    expect(context.goToNextStep).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });
});
