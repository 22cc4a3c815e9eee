import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as yup from 'yup';

import { FormikTextField } from '@/components/forms/FormikTextField';
import { SettingsForm } from '@/components/kit/SettingsForm';
import { baseApi } from '@/store/baseApi';
import { setRoute } from '../support/queryRouter';
import { renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

interface Overlay {
  title: string;
  position: string;
}

/** A settings endpoint of the kind the overlay and prize screens will have (GET one, PATCH). */
const overlayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOverlay: build.query<Overlay, void>({ query: () => ({ url: 'v1/test-overlay/' }) }),
    patchOverlay: build.mutation<Overlay, Partial<Overlay>>({
      query: (data) => ({ url: 'v1/test-overlay/', method: 'patch', data, silent: true }),
    }),
  }),
});

const schema = yup.object({
  title: yup.string().required('Enter a title.'),
  position: yup.string().required(),
});
type Values = yup.InferType<typeof schema>;

function OverlaySettings() {
  const query = overlayApi.useGetOverlayQuery();
  const [save] = overlayApi.usePatchOverlayMutation();
  return (
    <SettingsForm<Overlay, Values, Overlay>
      title="Overlay"
      what="overlay settings"
      query={query}
      save={save}
      schema={schema}
      initialValues={(overlay) => overlay}
      toBody={(values) => values}
    >
      {() => (
        <>
          <FormikTextField name="title" label="Title" />
          <FormikTextField name="position" label="Position" />
        </>
      )}
    </SettingsForm>
  );
}

it('sends only the changed fields and puts the server errors on their fields', async () => {
  const patches: unknown[] = [];
  server.use(
    http.get(`${API}v1/test-overlay/`, () => HttpResponse.json({ title: 'Win big', position: 'left' })),
    http.patch(`${API}v1/test-overlay/`, async ({ request }) => {
      const body = (await request.json()) as Partial<Overlay>;
      patches.push(body);
      if (body.position === 'middle')
        return HttpResponse.json({ position: ['"middle" is not a valid choice.'] }, { status: 400 });
      return HttpResponse.json({ title: 'Win big', position: body.position });
    }),
  );
  setRoute('/overlay-settings');
  const user = userEvent.setup();
  const { store } = renderWithStore(<OverlaySettings />, { preloadedState: signedInState() });
  const position = await screen.findByLabelText('Position');

  await user.clear(position);
  await user.type(position, 'middle');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('"middle" is not a valid choice.')).toBeInTheDocument();
  expect(patches).toEqual([{ position: 'middle' }]);

  await user.clear(position);
  await user.type(position, 'right');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(patches).toHaveLength(2));
  expect(patches[1]).toEqual({ position: 'right' });
  await waitFor(() =>
    expect(store.getState().snackbar.queue.at(-1)?.content).toBe('The overlay settings have been saved.'),
  );
});

it('says when the settings could not be loaded', async () => {
  server.use(
    http.get(`${API}v1/test-overlay/`, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
  );
  setRoute('/overlay-settings');
  renderWithStore(<OverlaySettings />, { preloadedState: signedInState() });
  expect(await screen.findByText('The overlay settings could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
