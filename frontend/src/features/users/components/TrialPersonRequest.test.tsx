import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrialPersonRequest } from '@/features/users/components/TrialPersonRequest';
import { renderWithProviders } from '@/testing/renderWithProviders';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});
jest.setTimeout(20_000);

const BOOKING = {
  _id: 'b1',
  course: 'c1',
  course_title: 'Hatha-Yoga',
  slot: 's1',
  date: '2026-12-07',
  name: 'Erika Muster',
  email: 'erika@example.org',
  age: 34,
  guardian_name: null,
  status: 'confirmed',
  waiting_position: null,
  attended: null,
  version: 1,
  created_at: '2026-11-28T08:00:00.000Z',
};

const json = (body: unknown) => new Response(JSON.stringify(body));

describe('TrialPersonRequest', () => {
  it('checks the address before it asks the server', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithProviders(<TrialPersonRequest online />);
    await user.type(screen.getByTestId('trial-request-email'), 'erika@');
    await user.click(screen.getByTestId('trial-request-search'));
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse an.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("finds an address's bookings and deletes them after asking", async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(json({ success: true, message: 'ok', data: [BOOKING] }))
      .mockResolvedValueOnce(json({ success: true, message: '1 Anmeldung wurde gelöscht.' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithProviders(<TrialPersonRequest online />);
    await user.type(screen.getByTestId('trial-request-email'), 'erika@example.org');
    await user.click(screen.getByTestId('trial-request-search'));
    const result = await screen.findByTestId('trial-request-result');
    expect(result).toHaveTextContent('1 Anmeldung zu erika@example.org');
    expect(result).toHaveTextContent('Hatha-Yoga, 07.12.2026: Erika Muster (gebucht)');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/trials/person?email=erika%40example.org',
    );

    await user.click(within(result).getByTestId('trial-request-delete'));
    await user.click(await screen.findByTestId('trial-request-confirm'));
    expect(await screen.findByText('1 Anmeldung wurde gelöscht.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/trials/person?email=erika%40example.org');
    expect(init.method).toBe('DELETE');
    expect(
      await screen.findByText('Zu erika@example.org gibt es keine Anmeldungen.'),
    ).toBeInTheDocument();
  });

  it('cannot search or delete offline', () => {
    renderWithProviders(<TrialPersonRequest online={false} />);
    expect(screen.getByTestId('trial-request-search')).toBeDisabled();
  });
});
