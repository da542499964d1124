import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageFormKey, type PageFormAnswer } from '@/components/form/pageFormAnswer';
import { RegistrationForm } from '@/features/registration/components/RegistrationForm';
import type { PublicRegistrationOffer } from '@/features/registration/registration';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';
import '@/features/registration/strings';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});
jest.setTimeout(20_000);
afterEach(() => act(() => void i18n.changeLanguage('de')));

const WORKSHOP: PublicRegistrationOffer = {
  _id: '11111111-1111-4111-8111-111111111111',
  kind: 'workshop',
  target: '22222222-2222-4222-8222-222222222222',
  slug: null,
  title: 'Selbstbehauptung für Mädchen',
  dates: [{ date: '2027-03-13', start: '10:00', end: '13:00', location: 'Turnhalle' }],
  open: true,
  closed_reason: null,
  deadline: '2027-03-06',
  places: 14,
  free: 11,
  waiting: 0,
  fee_cents: 0,
  fee_note: '',
  fields: ['birth_year', 'tshirt'],
  tracks: [],
  late: null,
  guardian_below: 16,
};

const FUNRUN: PublicRegistrationOffer = {
  ...WORKSHOP,
  _id: '33333333-3333-4333-8333-333333333333',
  kind: 'funrun',
  title: 'Volkslauf 2027',
  dates: [{ date: '2027-06-27', start: '09:30', end: '', location: 'Sportplatz an der Aue' }],
  fee_cents: 0,
  fields: ['birth_year', 'team'],
  places: 999,
  free: null,
  tracks: [
    { index: 0, name_de: '10 km', name_en: '10 km', start_time: '09:30', fee_cents: 1000, free: 5 },
    {
      index: 1,
      name_de: 'Bambinilauf',
      name_en: "Kids' run",
      start_time: '11:00',
      fee_cents: 0,
      free: 0,
    },
  ],
  late: { fee_cents: 300, windows: [] },
};

function renderForm(
  offer: PublicRegistrationOffer,
  {
    onSent = jest.fn(),
    answer,
    lang = 'de',
  }: { onSent?: jest.Mock; answer?: PageFormAnswer; lang?: 'de' | 'en' } = {},
) {
  if (lang === 'en') act(() => void i18n.changeLanguage('en'));
  renderWithProviders(<RegistrationForm offer={offer} onSent={onSent} />, {
    path: `/${lang}/anmeldung/${offer._id}`,
    ...(answer ? { queryData: [[pageFormKey('registration'), answer]] } : {}),
  });
  return onSent;
}

const set = (field: string, value: string) =>
  fireEvent.change(screen.getByTestId(`registration-${field}`), { target: { value } });

function okFetch() {
  const fetchMock = jest
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: 'ok' }), { status: 202 }),
    );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('RegistrationForm', () => {
  it('shows the fields the offer asks for and no others', async () => {
    renderForm(WORKSHOP);
    expect(await screen.findByRole('textbox', { name: /Geburtsjahr/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /T-Shirt-Größe/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Verein/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const sizes = within(screen.getByRole('combobox', { name: /T-Shirt-Größe/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual([
      'Bitte wählen',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '116',
      '128',
      '140',
      '152',
      '164',
    ]);
  });

  it('asks for a parent only when the year of birth gives an age under 16', async () => {
    const fetchMock = okFetch();
    const user = userEvent.setup();
    const onSent = renderForm(WORKSHOP);
    await screen.findByTestId('registration-form');
    // With the app: no guardian fields until the year of birth says so.
    expect(screen.queryByTestId('registration-guardian')).not.toBeInTheDocument();
    set('birth_year', '1990');
    expect(screen.queryByTestId('registration-guardian')).not.toBeInTheDocument();
    set('birth_year', '2013');
    expect(await screen.findByTestId('registration-guardian')).toHaveTextContent('jünger als 16');
    set('name', 'Lina Klein');
    set('email', 'lina@example.org');
    await user.selectOptions(screen.getByTestId('registration-tshirt'), '140');
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByTestId('registration-submit'));
    expect(
      await screen.findByText('Unter 16 Jahren: bitte den Namen eines Elternteils angeben.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    set('guardian_name', 'Claudia Klein');
    await user.click(screen.getByRole('checkbox', { name: /Ich bin Elternteil/ }));
    await user.click(screen.getByTestId('registration-submit'));
    await screen.findByTestId('registration-form');
    expect(onSent).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/public/registrations');
    expect(JSON.parse(init.body as string)).toEqual({
      offer: WORKSHOP._id,
      name: 'Lina Klein',
      email: 'lina@example.org',
      birth_year: 2013,
      tshirt: '140',
      guardian_name: 'Claudia Klein',
      guardian_consent: true,
      privacy_consent: true,
      lang: 'de',
    });
  });

  it('offers the fun run’s tracks and says before sending that a full one means the waiting list', async () => {
    const fetchMock = okFetch();
    const user = userEvent.setup();
    renderForm(FUNRUN);
    const group = await screen.findByTestId('registration-tracks');
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(group).toHaveTextContent('Start 09:30 Uhr · 10 € · noch 5 Plätze frei');
    expect(group).toHaveTextContent('Start 11:00 Uhr · kostenlos · ausgebucht — Warteliste');
    expect(screen.queryByTestId('registration-waiting-note')).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: /Bambinilauf/ }));
    expect(screen.getByTestId('registration-waiting-note')).toHaveTextContent('Warteliste');
    expect(screen.getByTestId('registration-submit')).toHaveTextContent(
      'Auf die Warteliste setzen',
    );
    await user.click(within(group).getByRole('radio', { name: /10 km/ }));
    expect(screen.queryByTestId('registration-waiting-note')).not.toBeInTheDocument();
    set('name', 'Rita Renner');
    set('email', 'rita@example.org');
    set('birth_year', '1980');
    set('team', 'LG Musterstadt');
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByTestId('registration-submit'));
    await screen.findByTestId('registration-form');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      offer: FUNRUN._id,
      name: 'Rita Renner',
      email: 'rita@example.org',
      birth_year: 1980,
      team: 'LG Musterstadt',
      track: 0,
      privacy_consent: true,
      lang: 'de',
    });
  });

  it('names a missing track and sends nothing', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderForm(FUNRUN);
    await user.click(await screen.findByTestId('registration-submit'));
    expect(await screen.findByText('Bitte wähle eine Strecke.')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte gib das Geburtsjahr vierstellig an (z. B. 2012).'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field messages at their fields, in German", async () => {
    global.fetch = jest.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Bitte überprüfe deine Eingaben.',
          details: { birth_year: 'Dieses Geburtsjahr liegt in der Zukunft.' },
        }),
        { status: 400 },
      ),
    ) as unknown as typeof fetch;
    const user = userEvent.setup();
    const onSent = renderForm(WORKSHOP);
    set('name', 'Erika Muster');
    set('email', 'erika@example.org');
    set('birth_year', '1984');
    await user.selectOptions(screen.getByTestId('registration-tshirt'), 'M');
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText('Dieses Geburtsjahr liegt in der Zukunft.')).toBeInTheDocument();
    expect(screen.getByTestId('registration-failure')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveValue('erika@example.org');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('starts from a page post the server refused, in English: what was sent and its messages', async () => {
    renderForm(FUNRUN, {
      lang: 'en',
      answer: {
        values: { name: 'Otto', email: 'otto@example.org', birth_year: '2015', track: '1' },
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bitte überprüfe deine Eingaben.',
        details: { guardian_consent: 'Unter 16 Jahren muss ein Elternteil zustimmen.' },
      },
    });
    expect(await screen.findByTestId('registration-failure')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('otto@example.org');
    expect(screen.getByRole('radio', { name: /Kids' run/ })).toBeChecked();
    expect(screen.getByTestId('registration-guardian')).toHaveTextContent('A parent');
    // The form's own English message, not the server's German one (sent without JavaScript).
    expect(screen.getByText('Under 16 a parent must agree.')).toBeInTheDocument();
    expect(screen.queryByText('Unter 16 Jahren muss ein Elternteil zustimmen.')).toBeNull();
    expect(screen.getByTestId('registration-submit')).toHaveTextContent('Join the waiting list');
    // The client's own messages are English.
    fireEvent.change(screen.getByTestId('registration-email'), { target: { value: 'otto' } });
    fireEvent.blur(screen.getByTestId('registration-email'));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('shows no German on an English page when the server refused a field the form accepts', async () => {
    renderForm(FUNRUN, {
      lang: 'en',
      answer: {
        values: { name: 'Otto', email: 'otto@example.org', birth_year: '1980', track: '1' },
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bitte überprüfe deine Eingaben.',
        details: { name: 'Bitte ohne Zeilenumbrüche.', track: 'Bitte wähle eine Strecke.' },
      },
    });
    expect(await screen.findByTestId('registration-failure')).toHaveTextContent(
      'Please check your input.',
    );
    expect(screen.getAllByText('Please check this entry.')).toHaveLength(2);
    expect(screen.queryByText(/Zeilenumbr|Bitte/)).toBeNull();
  });
});
