import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, User } from '@/api/types';
import { UsersPage } from '@/features/users/pages/UsersPage';
import { i18n } from '@/i18n';
import { jsonResponse } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { clubFixture } from '@/testing/fixtures';

const person = (
  id: string,
  firstname: string,
  lastname: string,
  roles: Role[],
  extra: Partial<User> = {},
): User => ({
  _id: id,
  email: `${firstname.toLowerCase()}@tus-musterstadt.de`,
  firstname,
  lastname,
  fullname: `${firstname} ${lastname}`,
  roles,
  photoURL: null,
  phone: null,
  blocked: false,
  verified: true,
  department: null,
  updated_at: '2025-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

// Dialogs and menus with a full form kit: slow on a shared two-core machine.
jest.setTimeout(60_000);

const OWNER = person('o1', 'Gabriele', 'Hartmann', ['owner']);
const ADMIN = person('a1', 'Thomas', 'Brinkmann', ['admin']);
const TRAINER = person('c1', 'Jonas', 'Müller', ['course'], { verified: false });

let calls: { url: string; method: string; body: unknown }[];
let activeOwners: string[];
let extraUsers: User[];
/** The server's answer to a role change; null refuses it (409 LAST_ROLE). */
let roleAnswer: Record<string, unknown> | null;

/** The club's settings ("Verein"): the workshop account's fixed address and name. */
let clubSettings: Record<string, unknown>;

beforeEach(() => {
  clubSettings = {
    ...clubFixture(),
    _id: 'club',
    workshop_user_email: 'workshops@tv-beispielstadt.example',
    workshop_user_name: 'Workshop Team',
  };
  calls = [];
  activeOwners = ['o1'];
  extraUsers = [];
  roleAnswer = null;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({
      url,
      method,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null),
    });
    if (url.startsWith('/api/users?')) {
      const search = new URL(url, 'http://x').searchParams.get('search');
      const items = search ? [TRAINER] : [OWNER, ADMIN, TRAINER, ...extraUsers];
      return jsonResponse(200, {
        success: true,
        message: '',
        data: { items, total: items.length, page: 1, limit: 25, activeOwners },
      });
    }
    if (url === '/api/club') {
      return jsonResponse(200, { success: true, message: '', data: clubSettings });
    }
    if (url === '/api/toggleUserRole' && roleAnswer) {
      return jsonResponse(200, roleAnswer);
    }
    if (url === '/api/toggleUserRole') {
      // The list is older than the account: another admin took its second role meanwhile.
      return jsonResponse(409, {
        success: false,
        code: 'LAST_ROLE',
        message:
          'Ein Konto braucht mindestens eine Rolle: Gib ihm zuerst eine andere, bevor du ihm diese nimmst.',
      });
    }
    if (url.startsWith('/api/user/block/')) {
      return jsonResponse(200, {
        success: true,
        message: 'Der Benutzer wurde gesperrt.',
        data: {},
      });
    }
    if (url === '/api/users' && method === 'POST') {
      return jsonResponse(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte überprüfe deine Eingaben.',
        details: { email: 'Diese E-Mail-Adresse wird schon verwendet.' },
      });
    }
    return jsonResponse(200, { success: true, message: 'Erledigt.', data: {} });
  }) as unknown as typeof fetch;
});

function renderPage(roles: Role[], id = 'a1') {
  return renderAccount([{ path: 'benutzer', element: <UsersPage /> }], {
    user: userWith(roles, { _id: id }),
    path: '/de/account/benutzer',
  });
}

/** Types a whole value at once (per-key typing is slow on a busy machine). */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const card = (email: string) => screen.findByTestId(`user-${email}`);

// Fluent's focus manager keeps a new dialog aria-hidden until the focus is in it, which jsdom does
// not always bring about on a loaded machine: the dialog's fields are found also while hidden.
const ANY = { hidden: true } as const;

describe('UsersPage', () => {
  it('lists each user with name, e-mail, roles as badges and the blocked and verified state', async () => {
    renderPage(['admin']);
    const trainer = await card('jonas@tus-musterstadt.de');
    expect(within(trainer).getByText('Jonas Müller')).toBeInTheDocument();
    expect(within(trainer).getByText('jonas@tus-musterstadt.de')).toBeInTheDocument();
    expect(within(trainer).getByTestId('user-roles')).toHaveTextContent('Übungsleitung');
    expect(within(trainer).getByTestId('user-state')).toHaveTextContent('AktivNicht bestätigt');
    // Only an unverified user gets the resend button.
    expect(within(trainer).getByTestId('user-resend')).toBeInTheDocument();
    expect(within(await card('thomas@tus-musterstadt.de')).queryByTestId('user-resend')).toBeNull();
  });

  it('sends the search to the server, which folds umlauts ("muller" finds "Müller")', async () => {
    renderPage(['admin']);
    await card('gabriele@tus-musterstadt.de');
    await userEvent.type(screen.getByRole('searchbox'), 'muller');
    await waitFor(() =>
      expect(screen.queryByTestId('user-gabriele@tus-musterstadt.de')).toBeNull(),
    );
    expect(calls.some((c) => c.url.includes('search=muller'))).toBe(true);
    expect(screen.getAllByTestId('user-item')).toHaveLength(1);
  });

  it("explains to an admin why an owner's controls are off, and keeps them off", async () => {
    renderPage(['admin']);
    const owner = await card('gabriele@tus-musterstadt.de');
    expect(within(owner).getByTestId('user-lock-note')).toHaveTextContent(
      'Konten des Vorstands kann nur ein Vorstandsmitglied ändern.',
    );
    for (const id of ['user-block', 'user-delete', 'user-roles-menu', 'user-photo-button']) {
      expect(within(owner).getByTestId(id)).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(within(owner).getByTestId('user-block'));
    expect(calls.some((c) => c.url.startsWith('/api/user/block/'))).toBe(false);
  });

  it('tells the last owner why they cannot be blocked, deleted or demoted; a second owner lifts it', async () => {
    const { unmount } = renderPage(['owner'], 'someone-else');
    const owner = await card('gabriele@tus-musterstadt.de');
    expect(within(owner).getByTestId('user-lock-note')).toHaveTextContent(
      'Das ist das letzte aktive Vorstandskonto',
    );
    expect(within(owner).getByTestId('user-block')).toHaveAttribute('aria-disabled', 'true');
    expect(within(owner).getByTestId('user-delete')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(owner).getByTestId('user-roles-menu'));
    expect(await screen.findByTestId('user-role-owner')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('user-role-admin')).not.toHaveAttribute('aria-disabled', 'true');
    unmount();

    activeOwners = ['o1', 'o2'];
    renderPage(['owner'], 'someone-else');
    const again = await card('gabriele@tus-musterstadt.de');
    expect(within(again).queryByTestId('user-lock-note')).toBeNull();
    expect(within(again).getByTestId('user-block')).not.toHaveAttribute('aria-disabled');
  });

  it('does not offer to take an account’s only role and says why at the role', async () => {
    renderPage(['admin']);
    const trainer = await card('jonas@tus-musterstadt.de');
    await userEvent.click(within(trainer).getByTestId('user-roles-menu'));
    const only = await screen.findByTestId('user-role-course');
    expect(only).toHaveAttribute('aria-disabled', 'true');
    expect(only).toHaveTextContent(
      'Die letzte Rolle eines Kontos lässt sich nicht entfernen: gib zuerst eine andere.',
    );
    expect(screen.getByTestId('user-role-workshop')).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(only);
    expect(calls.some((c) => c.url === '/api/toggleUserRole')).toBe(false);
  });

  it('shows the server’s refusal when the last role is taken from a list that was out of date', async () => {
    extraUsers = [person('w1', 'Wiebke', 'Wolf', ['course', 'workshop'])];
    renderPage(['admin']);
    const both = await card('wiebke@tus-musterstadt.de');
    await userEvent.click(within(both).getByTestId('user-roles-menu'));
    const course = await screen.findByTestId('user-role-course');
    expect(course).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(course);
    expect(
      await screen.findByText(
        'Ein Konto braucht mindestens eine Rolle: Gib ihm zuerst eine andere, bevor du ihm diese nimmst.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/toggleUserRole')).toEqual([
      { url: '/api/toggleUserRole', method: 'POST', body: { _id: 'w1', role: 'course' } },
    ]);
  });

  it('names a given role by its label, not its key', async () => {
    roleAnswer = {
      success: true,
      // The server's sentence names the role's key: the page does not show it.
      message: 'Die Rolle workshop wurde vergeben.',
      data: { ...TRAINER, roles: ['course', 'workshop'] },
    };
    renderPage(['admin']);
    const trainer = await card('jonas@tus-musterstadt.de');
    await userEvent.click(within(trainer).getByTestId('user-roles-menu'));
    await userEvent.click(await screen.findByTestId('user-role-workshop'));
    expect(
      await screen.findByText('Jonas Müller hat jetzt die Rolle „Workshopleitung“.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Rolle workshop/)).not.toBeInTheDocument();
  });

  it('says in English what an action did: a role taken away, a user blocked', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      extraUsers = [person('w1', 'Wiebke', 'Wolf', ['course', 'workshop'])];
      roleAnswer = {
        success: true,
        message: 'Die Rolle workshop wurde entzogen.',
        data: { ...extraUsers[0], roles: ['course'] },
      };
      renderPage(['admin']);
      const both = await card('wiebke@tus-musterstadt.de');
      await userEvent.click(within(both).getByTestId('user-roles-menu'));
      await userEvent.click(await screen.findByTestId('user-role-workshop'));
      expect(
        await screen.findByText('Wiebke Wolf no longer has the role “Workshop lead”.'),
      ).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(
        within(await card('jonas@tus-musterstadt.de')).getByTestId('user-block'),
      );
      expect(await screen.findByText('The user was blocked.')).toBeInTheDocument();
      expect(screen.queryByText('Der Benutzer wurde gesperrt.')).not.toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });

  it('does not let the admin block or delete their own account, and says why', async () => {
    renderPage(['admin'], 'a1');
    const me = await card('thomas@tus-musterstadt.de');
    expect(within(me).getByText('Thomas Brinkmann (Du)')).toBeInTheDocument();
    expect(within(me).getByTestId('user-lock-note')).toHaveTextContent(
      'Dein eigenes Konto kannst du nicht sperren oder löschen.',
    );
    expect(within(me).getByTestId('user-delete')).toHaveAttribute('aria-disabled', 'true');
  });

  it('blocks a user and shows the server message once', async () => {
    renderPage(['admin']);
    const trainer = await card('jonas@tus-musterstadt.de');
    await userEvent.click(within(trainer).getByTestId('user-block'));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.url === '/api/user/block/c1' && c.method === 'POST'),
      ).toHaveLength(1),
    );
    expect(await screen.findAllByText('Der Benutzer wurde gesperrt.')).toHaveLength(1);
  });

  it('asks before deleting and names what goes and what stays', async () => {
    renderPage(['admin']);
    const trainer = await card('jonas@tus-musterstadt.de');
    await userEvent.click(within(trainer).getByTestId('user-delete'));
    const text = await screen.findByTestId('user-delete-text');
    expect(text).toHaveTextContent(
      'Jonas Müller (jonas@tus-musterstadt.de) wird endgültig gelöscht',
    );
    expect(text).toHaveTextContent('Gelöschter Nutzer');
    expect(text).toHaveTextContent('ohne Namen');
    expect(text).toHaveTextContent('Übungsleitung, ohne Anmeldung');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByTestId('user-delete-confirm'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        '/api/users/c1',
      ]),
    );
  });

  it("keeps create off while the form is invalid and puts the server's field message on the field", async () => {
    renderPage(['admin']);
    await card('jonas@tus-musterstadt.de');
    await userEvent.click(screen.getByTestId('users-create'));
    const dialog = await screen.findByTestId('user-form');
    const save = within(dialog).getByTestId('user-save');
    expect(save).toBeDisabled();
    // An admin cannot give the owner role: the box is not offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'Vorstand', ...ANY })).toBeNull();
    await fill(within(dialog).getByRole('textbox', { name: /Vorname/, ...ANY }), 'Erika');
    await fill(within(dialog).getByRole('textbox', { name: /Nachname/, ...ANY }), 'Muster');
    await fill(
      within(dialog).getByRole('textbox', { name: /E-Mail/, ...ANY }),
      'jonas@tus-musterstadt.de',
    );
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Übungsleitung', ...ANY }));
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(
      await within(dialog).findByText('Diese E-Mail-Adresse wird schon verwendet.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/users' && c.method === 'POST')?.body).toEqual({
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'jonas@tus-musterstadt.de',
      roles: ['course'],
    });
  });

  it('offers the workshop user with its fixed name and address', async () => {
    renderPage(['admin']);
    await card('jonas@tus-musterstadt.de');
    await userEvent.click(screen.getByTestId('users-create-workshop'));
    const dialog = await screen.findByTestId('user-workshop-dialog');
    expect(dialog).toHaveTextContent('Workshop Team');
    expect(dialog).toHaveTextContent('workshops@tv-beispielstadt.example');
    await userEvent.click(screen.getByTestId('user-workshop-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/users' && c.method === 'POST')?.body).toEqual({
        firstname: 'Workshop',
        lastname: 'Team',
        email: 'workshops@tv-beispielstadt.example',
        roles: ['workshop'],
      }),
    );
  });

  it('asks for the workshop account\'s address on "Verein" before it can be created', async () => {
    clubSettings = { ...clubSettings, workshop_user_email: null };
    renderPage(['admin']);
    await card('jonas@tus-musterstadt.de');
    await userEvent.click(screen.getByTestId('users-create-workshop'));
    expect(await screen.findByTestId('user-workshop-missing')).toHaveTextContent(
      'Lege zuerst unter „Verein“ die E-Mail-Adresse und den Namen des Workshop-Benutzers fest.',
    );
    expect(screen.getByTestId('user-workshop-confirm')).toBeDisabled();
  });

  it('says plainly offline that user administration needs the connection, with the actions off', async () => {
    renderPage(['admin']);
    const trainer = await card('jonas@tus-musterstadt.de');
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(await screen.findByTestId('users-offline')).toHaveTextContent(
        'Die Benutzerverwaltung braucht eine Verbindung zum Server.',
      );
      expect(within(trainer).getByTestId('user-block')).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByTestId('users-create')).toBeDisabled();
    } finally {
      onLine.mockRestore();
    }
  });
});
