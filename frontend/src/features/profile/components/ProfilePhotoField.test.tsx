import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getStoredUser } from '@/auth/session';
import { jsonResponse } from '@/offline/testing';
import {
  PROFILE_USER,
  flashes,
  renderProfilePage,
  sessionText,
} from '@/features/profile/testing/renderProfilePage';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

/**
 * The browser's XMLHttpRequest as far as the upload uses it: jsdom's cannot send the test
 * environment's FormData, and sends no progress events (the real one is proven in e2e).
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
let fetchCalls: string[];

beforeEach(() => {
  FakeXhr.sent = [];
  fetchCalls = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    fetchCalls.push(String(input));
    return jsonResponse(200, { success: true, message: '', data: { tags: [] } });
  }) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:vorschau');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  jest.restoreAllMocks();
  clearSession();
});

const input = () => screen.getByTestId('profile-photo-input');
const pick = (file: File) => userEvent.upload(input(), file, { applyAccept: false });

describe('ProfilePage: photo', () => {
  it('refuses a text file named .png on the field and sends nothing', async () => {
    renderProfilePage();
    await screen.findByTestId('profile-photo-choose');
    await pick(new File(['Das ist kein Bild.'], 'foto.png', { type: 'image/png' }));

    expect(await screen.findByText('Die Datei ist kein JPEG- oder PNG-Bild.')).toBeVisible();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryByTestId('profile-photo-preview')).not.toBeInTheDocument();
    expect(flashes()).toEqual([]);
  });

  it('refuses a GIF and a file over 100 MB before reading them', async () => {
    renderProfilePage();
    await screen.findByTestId('profile-photo-choose');
    await pick(new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    expect(
      await screen.findByText('Nur Bilder im Format JPEG oder PNG können hochgeladen werden.'),
    ).toBeVisible();

    const big = new File([new Uint8Array(PNG)], 'gross.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    await pick(big);
    expect(await screen.findByText('Das Bild darf höchstens 100 MB groß sein.')).toBeVisible();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('previews the photo, shows how far the upload is, and the session takes the new photo with one flash', async () => {
    renderProfilePage();
    await screen.findByTestId('profile-photo-choose');
    await pick(new File([new Uint8Array(PNG)], 'foto.png', { type: 'image/png' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const request = FakeXhr.sent[0]!;
    expect(request).toMatchObject({ method: 'POST', url: '/api/user/profileImage' });
    expect(request.headers.Authorization).toBe('Bearer access-token-1');
    expect((request.body as FormData).get('file')).toMatchObject({ name: 'foto.png' });
    const preview = screen.getByTestId('profile-photo-preview');
    expect(preview.querySelector('img')).toHaveAttribute('src', 'blob:vorschau');
    expect(screen.getByTestId('profile-photo-choose')).toBeDisabled();

    act(() => request.progress(40, 100));
    expect(await screen.findByText('40 % gesendet')).toBeVisible();
    act(() => request.progress(100, 100));
    expect(await screen.findByText('Gesendet; das Foto wird aufbereitet …')).toBeVisible();

    act(() =>
      request.answer(200, {
        success: true,
        message: 'Dein Profilbild wurde gespeichert.',
        data: { ...PROFILE_USER, permissions: undefined, photoURL: '/uploads/u1.jpg', version: 4 },
      }),
    );
    await waitFor(() => expect(sessionText()).toBe('Kim Kurs | 05123 1 | /uploads/u1.jpg'));
    expect(getStoredUser()).toMatchObject({ photoURL: '/uploads/u1.jpg', version: 4 });
    await waitFor(() => expect(flashes()).toEqual(['Dein Profilfoto wurde gespeichert.']));
    expect(screen.queryByTestId('profile-photo-progress')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-photo-choose')).toBeEnabled();
  });

  it('shows the server’s refusal on the field and as one flash, and keeps the old photo', async () => {
    renderProfilePage();
    await screen.findByTestId('profile-photo-choose');
    await pick(new File([new Uint8Array(PNG)], 'foto.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.answer(400, {
        success: false,
        message: 'Das Bild konnte nicht gelesen werden.',
        code: 'INVALID_IMAGE',
      }),
    );
    await waitFor(() => expect(flashes()).toEqual(['Das Bild konnte nicht gelesen werden.']));
    expect(screen.getAllByText('Das Bild konnte nicht gelesen werden.')).toHaveLength(2);
    expect(sessionText()).toBe('Kim Kurs | 05123 1 | ');
    expect(screen.queryByTestId('profile-photo-preview')).not.toBeInTheDocument();
  });
});
