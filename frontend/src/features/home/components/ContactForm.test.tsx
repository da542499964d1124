import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/features/home/components/ContactForm';
import { pageFormKey, type PageFormAnswer } from '@/components/form/pageFormAnswer';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

jest.setTimeout(20_000);

function fill() {
  const set = (name: RegExp, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  set(/Name/, 'Erika Mustermann');
  set(/E-Mail/, 'erika@example.de');
  set(/Betreff/, 'Probetraining');
  set(/Nachricht/, 'Darf ich einmal mitturnen?');
}

describe('ContactForm', () => {
  it('shows the messages of the empty required fields and sends nothing', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.click(await screen.findByTestId('contact-submit'));
    expect(await screen.findAllByText('Dieses Feld wird benötigt.')).toHaveLength(4);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  });

  it('checks the e-mail pattern and the minimum length when leaving a field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(await screen.findByRole('textbox', { name: /E-Mail/ }), 'erika@');
    await user.type(screen.getByRole('textbox', { name: /Betreff/ }), 'ab');
    await user.tab();
    expect(screen.getByText('E-mail muss korrekt sein.')).toBeInTheDocument();
    expect(screen.getByText('Mindestens 3 Zeichen.')).toBeInTheDocument();
  });

  it('sends the request with a fresh idempotency key and empties the form', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ success: true, message: 'Danke!' })));
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await screen.findByTestId('contact-form');
    fill();
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Danke!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/public/emailRequest');
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Erika Mustermann',
      email: 'erika@example.de',
      subject: 'Probetraining',
      message: 'Darf ich einmal mitturnen?',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
  });

  it('keeps what was typed and shows the server details on the fields when sending fails', async () => {
    global.fetch = jest.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          message: 'Bitte prüfe deine Eingaben.',
          code: 'VALIDATION',
          details: { email: 'Diese Adresse nehmen wir nicht an.' },
        }),
        { status: 400 },
      ),
    ) as never;
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await screen.findByTestId('contact-form');
    fill();
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Diese Adresse nehmen wir nicht an.')).toBeInTheDocument();
    expect(await screen.findByText('Bitte prüfe deine Eingaben.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Erika Mustermann');
    expect(screen.getByTestId('contact-submit')).toBeEnabled();
  });

  describe('as a page answered by the server (sent without the app)', () => {
    const answer: PageFormAnswer = {
      values: { name: 'E', email: 'erika@example', phone: '', subject: 'Probe', message: 'kurz' },
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bitte überprüfe deine Eingaben.',
      details: { email: 'E-mail muss korrekt sein', subject: 'Server sagt nein.' },
    };

    it('shows what was typed, the messages of the fields and what went wrong', async () => {
      renderWithProviders(<ContactForm />, { queryData: [[pageFormKey('contact'), answer]] });
      expect(await screen.findByTestId('contact-answer')).toHaveTextContent(
        'Bitte überprüfe deine Eingaben.',
      );
      expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('E');
      expect(screen.getByRole('textbox', { name: /Nachricht/ })).toHaveValue('kurz');
      // The form's own message where its rules catch it; the server's where only it did.
      expect(screen.getByText('Mindestens 2 Zeichen.')).toBeInTheDocument();
      expect(screen.getByText('E-mail muss korrekt sein.')).toBeInTheDocument();
      expect(screen.getByText('Server sagt nein.')).toBeInTheDocument();
    });

    it('says it all in English on the English page, also where only the server found a fault', async () => {
      act(() => void i18n.changeLanguage('en'));
      try {
        renderWithProviders(<ContactForm />, {
          path: '/en/',
          queryData: [[pageFormKey('contact'), answer]],
        });
        expect(await screen.findByTestId('contact-answer')).toHaveTextContent(
          'Please check your input.',
        );
        expect(screen.getByText('Please check this entry.')).toBeInTheDocument();
        expect(screen.getByTestId('contact-form')).not.toHaveTextContent(
          /Server sagt|Mindestens|E-mail muss|Bitte/,
        );
      } finally {
        act(() => void i18n.changeLanguage('de'));
      }
    });

    it('says that the message went out when sent to ?kontakt=gesendet', async () => {
      renderWithProviders(<ContactForm />, { path: '/de/?kontakt=gesendet' });
      expect(await screen.findByTestId('contact-sent')).toHaveTextContent(
        'Danke für deine Nachricht!',
      );
      expect(screen.queryByTestId('contact-answer')).toBeNull();
    });

    it('posts to the start page of its language, never as a query', async () => {
      renderWithProviders(<ContactForm />, { path: '/en/' });
      const form = await screen.findByTestId('contact-form');
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/en/#contact');
    });
  });
});
