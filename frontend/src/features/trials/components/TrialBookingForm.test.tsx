import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageFormKey, type PageFormAnswer } from '@/components/form/pageFormAnswer';
import type { TrialTraining } from '@/api/publicQueries';
import { TrialBookingForm } from '@/features/trials/components/TrialBookingForm';
import { addNamespace, i18n } from '@/i18n';
import de from '@/locales/de/trials.json';
import en from '@/locales/en/trials.json';
import { renderWithProviders } from '@/testing/renderWithProviders';

addNamespace('trials', { de, en });

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});
afterEach(() => act(() => void i18n.changeLanguage('de')));
jest.setTimeout(20_000);

const TRAININGS: TrialTraining[] = [
  {
    slot: 's1',
    date: '2026-12-07',
    day: 'Montag',
    start: '17:00',
    end: '18:30',
    location: 'Turnhalle',
    places: 2,
    free: 2,
    waiting: 0,
  },
  {
    slot: 's1',
    date: '2026-12-14',
    day: 'Montag',
    start: '17:00',
    end: '18:30',
    location: 'Turnhalle',
    places: 2,
    free: 0,
    waiting: 3,
  },
];

function renderForm(onBooked = jest.fn(), answer?: PageFormAnswer, lang: 'de' | 'en' = 'de') {
  if (lang === 'en') act(() => void i18n.changeLanguage('en'));
  renderWithProviders(<TrialBookingForm course="c1" trainings={TRAININGS} onBooked={onBooked} />, {
    path: `/${lang}/probetraining/c1`,
    ...(answer ? { queryData: [[pageFormKey('trialBooking'), answer]] } : {}),
  });
  return onBooked;
}

const set = (field: string, value: string) =>
  fireEvent.change(screen.getByTestId(`trial-${field}`), { target: { value } });

describe('TrialBookingForm', () => {
  it('offers each training with its free places or the waiting list', async () => {
    renderForm();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    const group = screen.getByTestId('trial-trainings');
    expect(within(group).getByText('Noch 2 von 2 Plätzen frei')).toBeInTheDocument();
    expect(within(group).getByText('Ausgebucht: Warteliste (3 warten)')).toBeInTheDocument();
  });

  it('names every missing field and sends nothing', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByTestId('trial-submit'));
    expect(await screen.findByText('Bitte wähle ein Training.')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse an.')).toBeInTheDocument();
    expect(screen.getByText('Bitte stimme der Datenschutzerklärung zu.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('books a child with the guardian and says so', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ success: true, message: 'ok' })));
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    const onBooked = renderForm();
    await user.click((await screen.findAllByRole('radio'))[1]!);
    set('name', 'Kim Klein');
    set('email', 'kim@example.org');
    set('age', '9');
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByTestId('trial-submit'));
    // Under 16: the guardian's fields are needed first.
    expect(
      await screen.findByText('Unter 16 Jahren: bitte den Namen eines Elternteils angeben.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    set('guardian_name', 'Karl Klein');
    await user.click(screen.getByRole('checkbox', { name: /Ich bin Elternteil/ }));
    await user.click(screen.getByTestId('trial-submit'));
    await screen.findByTestId('trial-form');
    expect(onBooked).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/public/trials');
    expect(JSON.parse(init.body as string)).toEqual({
      course: 'c1',
      slot: 's1',
      date: '2026-12-14',
      name: 'Kim Klein',
      email: 'kim@example.org',
      age: 9,
      guardian_name: 'Karl Klein',
      guardian_consent: true,
      privacy_consent: true,
      lang: 'de',
    });
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    global.fetch = jest.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          code: 'TOO_MANY_REQUESTS',
          message:
            'Von deinem Anschluss wurden heute schon zu viele Formulare gesendet. Bitte versuche es morgen noch einmal.',
        }),
        { status: 429, headers: { 'retry-after': '3600' } },
      ),
    ) as unknown as typeof fetch;
    const user = userEvent.setup();
    const onBooked = renderForm();
    await user.click((await screen.findAllByRole('radio'))[0]!);
    set('name', 'Erika Muster');
    set('email', 'erika@example.org');
    set('age', '34');
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByTestId('trial-submit'));
    expect(await screen.findByTestId('trial-failure')).toHaveTextContent('zu viele Formulare');
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveValue('erika@example.org');
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('starts from a page post the server refused: what was sent and its messages', async () => {
    renderForm(jest.fn(), {
      values: { name: 'Otto', email: 'otto@example.org', age: '15', training: 's1|2026-12-07' },
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bitte überprüfe deine Eingaben.',
      details: { guardian_consent: 'Unter 16 Jahren muss ein Elternteil zustimmen.' },
    });
    expect(await screen.findByTestId('trial-failure')).toHaveTextContent(
      'Bitte überprüfe deine Eingaben.',
    );
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveValue('otto@example.org');
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
    expect(screen.getByText('Unter 16 Jahren muss ein Elternteil zustimmen.')).toBeInTheDocument();
  });

  // What the server answers a booking posted without JavaScript (trials.page.controller.ts): the
  // DTO's German sentences, "Die Kennung ist ungültig." for the missing training's slot.
  const refused = (values: Record<string, string>): PageFormAnswer => ({
    values,
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Bitte überprüfe deine Eingaben.',
    details: {
      slot: 'Die Kennung ist ungültig.',
      date: 'Bitte gib ein gültiges Datum an.',
      name: 'Mindestens 2 Zeichen.',
      privacy_consent: 'Bitte stimme der Datenschutzerklärung zu.',
    },
  });

  it('names a missing training in the page language after a post without JavaScript, in English', async () => {
    renderForm(jest.fn(), refused({ name: 'O', email: 'otto@example.org', age: '30' }), 'en');
    expect(await screen.findByTestId('trial-failure')).toHaveTextContent(
      'Please check your input.',
    );
    expect(screen.getByText('Please choose a training.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name (at least 2 characters).')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the privacy policy.')).toBeInTheDocument();
    expect(screen.getByTestId('trial-form')).not.toHaveTextContent(/Kennung|Mindestens|Bitte/);
  });

  it('names a missing training after a post without JavaScript, in German', async () => {
    renderForm(jest.fn(), refused({ name: 'O', email: 'otto@example.org', age: '30' }));
    expect(await screen.findByText('Bitte wähle ein Training.')).toBeInTheDocument();
    expect(screen.queryByText('Die Kennung ist ungültig.')).toBeNull();
  });

  it('says in English that a chosen training can no longer be booked, and why a field the form accepts was refused', async () => {
    renderForm(
      jest.fn(),
      {
        values: {
          training: 's1|2026-12-07',
          name: 'Otto Muster',
          email: 'otto@example.org',
          age: '30',
          privacy_consent: 'true',
        },
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Dieses Training kann nicht zum Probetraining gebucht werden.',
        details: {
          date: 'Dieses Training kann nicht zum Probetraining gebucht werden.',
          name: 'Bitte ohne Zeilenumbrüche.',
        },
      },
      'en',
    );
    expect(
      await screen.findByText('This training can no longer be booked. Please choose another one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please check this entry.')).toBeInTheDocument();
    expect(screen.getByTestId('trial-form')).not.toHaveTextContent(/Training kann|Zeilenumbr/);
  });
});
