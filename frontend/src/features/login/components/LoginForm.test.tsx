import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/features/login/components/LoginForm';
import { renderWithProviders } from '@/testing/renderWithProviders';

function setup(onSubmit = jest.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  renderWithProviders(<LoginForm onSubmit={onSubmit} botCheckSiteKey="" />, { path: '/de/login' });
  return {
    user,
    onSubmit,
    email: screen.getByLabelText(/E-Mail/),
    password: screen.getByLabelText(/^Passwort/, { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'Einloggen' }),
  };
}

describe('LoginForm', () => {
  it('disables the login button while the form is empty', () => {
    const { submit } = setup();
    expect(submit).toBeDisabled();
  });

  it('says the email and password are required after leaving the fields empty', async () => {
    const { user, email } = setup();
    await user.click(email);
    await user.tab(); // to the password field
    await user.tab(); // to the show-password button
    expect(screen.getByText('Email wird benötigt')).toBeInTheDocument();
    expect(screen.getByText('Passwort wird benötigt')).toBeInTheDocument();
  });

  it('says the email must be correct for a malformed address', async () => {
    const { user, email, password, submit } = setup();
    await user.type(email, 'trainer@verein');
    await user.type(password, 'geheim');
    expect(screen.getByText('E-mail muss korrekt sein')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('enables the button for valid input and submits the trimmed email', async () => {
    const { user, email, password, submit, onSubmit } = setup();
    await user.type(email, '  anna@tus-musterstadt.de ');
    await user.type(password, 'geheim123');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'anna@tus-musterstadt.de', password: 'geheim123' },
      null,
    );
  });

  it('disables the button while the login is running', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, email, password, submit } = setup(onSubmit);
    await user.type(email, 'anna@tus-musterstadt.de');
    await user.type(password, 'geheim123');
    await user.click(submit);
    const running = screen.getByRole('button', { name: /Anmeldung läuft/ });
    expect(running).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Einloggen' })).toBeEnabled());
  });

  it('keeps the form usable after a failed login', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('401'));
    const { user, email, password, submit } = setup(onSubmit);
    await user.type(email, 'anna@tus-musterstadt.de');
    await user.type(password, 'falsch');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Einloggen' })).toBeEnabled());
    expect(email).toHaveValue('anna@tus-musterstadt.de');
  });

  it('links to the forgot-password page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/de/forgotPassword',
    );
  });
});
