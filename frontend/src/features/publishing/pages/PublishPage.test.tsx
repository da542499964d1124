import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublishRequest } from '@/api/types';
import { PublishPage } from '@/features/publishing/pages/PublishPage';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { i18n } from '@/i18n';
import { jsonResponse } from '@/offline/testing';

const request = (
  id: string,
  title: string,
  type: PublishRequest['type'] = 'course',
  requestedAt = '2025-03-04T17:05:00+01:00',
): PublishRequest => ({
  _id: id,
  type,
  entity: { _id: `${type}-${id}`, title },
  requested_by: { _id: 'u9', name: 'Kim Kurs' },
  requested_at: requestedAt,
  diff: [
    { field: 'title', label: 'Titel', from: 'Turnen alt', to: title },
    {
      field: 'social_media',
      label: 'Soziale Medien',
      from: {},
      to: { instagram: 'https://instagram.com/tus' },
    },
  ],
});

let calls: { url: string; method: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (url === '/api/publishrequests') {
      return jsonResponse(200, {
        success: true,
        message: '',
        data: {
          courses: [request('r1', 'Kinderturnen'), request('r2', 'Yoga am Abend')],
          workshops: [
            request('r3', 'Erste Hilfe im Sport', 'workshop', '2025-03-05T09:00:00+01:00'),
          ],
        },
      });
    }
    if (url.includes('/grant/'))
      return jsonResponse(200, {
        success: true,
        message: 'Veröffentlichung freigegeben',
        data: {},
      });
    if (refuseReject) {
      return jsonResponse(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte überprüfe deine Eingaben.',
        details: { reason: 'Die Begründung enthält nur Zeichen ohne Text.' },
      });
    }
    return jsonResponse(200, { success: true, message: 'Anfrage abgelehnt', data: {} });
  }) as unknown as typeof fetch;
});
let refuseReject = false;
afterEach(() => {
  refuseReject = false;
});

function renderPage() {
  return renderAccount([{ path: 'veroeffentlichungen', element: <PublishPage /> }], {
    user: userWith(['admin']),
    path: '/de/account/veroeffentlichungen',
  });
}

describe('PublishPage', () => {
  it('shows requester, date and diff of each request', async () => {
    renderPage();
    const cards = await screen.findAllByTestId('publish-request');
    expect(
      within(cards[0]).getByText('Kurs · Angefragt von Kim Kurs am 04.03.2025 17:05'),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByText('Turnen alt')).toBeInTheDocument();
    // Links read as "network: link"; no links at all as a dash, never as "{}".
    expect(within(cards[0]).getByText('instagram: https://instagram.com/tus')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('{}')).not.toBeInTheDocument();
  });

  it('grants a request, removes it and shows the server message', async () => {
    const user = userEvent.setup();
    renderPage();
    const [first] = await screen.findAllByTestId('publish-request');
    await user.click(within(first).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() => expect(screen.getAllByTestId('publish-request')).toHaveLength(2));
    expect(calls.at(-1)).toMatchObject({ url: '/api/course/grant/course-r1', method: 'POST' });
    expect(
      await screen.findByText('Veröffentlichung freigegeben', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('says in English what a grant and a rejection did, not the server’s German sentence', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const user = userEvent.setup();
      renderAccount([{ path: 'veroeffentlichungen', element: <PublishPage /> }], {
        user: userWith(['admin']),
        path: '/en/account/veroeffentlichungen',
      });
      const [first] = await screen.findAllByTestId('publish-request');
      await user.click(within(first).getByRole('button', { name: 'Grant' }));
      expect(
        await screen.findByText('Granted: “Kinderturnen” is now published.', {}, { timeout: 2000 }),
      ).toBeInTheDocument();
      const [second] = screen.getAllByTestId('publish-request');
      await user.click(within(second).getByRole('button', { name: 'Reject' }));
      await user.type(
        await screen.findByRole('textbox', { name: /Reason/ }),
        'Please add the times',
      );
      await user.click(screen.getByTestId('publish-reject-confirm'));
      expect(
        await screen.findByText(
          'The request for “Yoga am Abend” was rejected.',
          {},
          { timeout: 2000 },
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/freigegeben|abgelehnt/)).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });

  it('needs a reason of at least 3 characters to reject', async () => {
    const user = userEvent.setup();
    renderPage();
    const cards = await screen.findAllByTestId('publish-request');
    await user.click(within(cards[1]).getByRole('button', { name: 'Ablehnen' }));
    const confirm = await screen.findByTestId('publish-reject-confirm');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Begründung/ }), 'ok');
    expect(confirm).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: /Begründung/ }),
      ' – bitte Zeiten ergänzen',
    );
    await user.click(confirm);
    await waitFor(() => expect(screen.getAllByTestId('publish-request')).toHaveLength(2));
    expect(calls.at(-1)).toMatchObject({
      url: '/api/course/reject/course-r2',
      body: { reason: 'ok – bitte Zeiten ergänzen' },
    });
    expect(await screen.findByText('Anfrage abgelehnt', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('lists workshop requests in the same queue, marked, and grants them on the workshop path', async () => {
    const user = userEvent.setup();
    renderPage();
    const cards = await screen.findAllByTestId('publish-request');
    expect(cards).toHaveLength(3);
    const workshop = cards[2]!;
    expect(
      within(workshop).getByText('Workshop · Angefragt von Kim Kurs am 05.03.2025 09:00'),
    ).toBeInTheDocument();
    await user.click(within(workshop).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() => expect(screen.getAllByTestId('publish-request')).toHaveLength(2));
    expect(calls.at(-1)).toMatchObject({ url: '/api/workshop/grant/workshop-r3', method: 'POST' });
  });

  it('shows the server’s reason for refusing a rejection on the reason field and keeps the dialog', async () => {
    refuseReject = true;
    const user = userEvent.setup();
    renderPage();
    const cards = await screen.findAllByTestId('publish-request');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Ablehnen' }));
    await user.type(screen.getByRole('textbox', { name: /Begründung/ }), '...!!!');
    await user.click(screen.getByTestId('publish-reject-confirm'));
    expect(
      await screen.findByText('Die Begründung enthält nur Zeichen ohne Text.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Begründung/ })).toHaveValue('...!!!');
    expect(screen.getAllByTestId('publish-request')).toHaveLength(3);
  });
});
