import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import { DocumentsPage } from '@/features/documents/pages/DocumentsPage';
import type { ClubDocument } from '@/features/documents/api/useDocuments';
import { jsonResponse, resetDb } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}
let calls: Call[];
let answer: { status: number; body: unknown } | null;

const doc = (overrides: Partial<ClubDocument>): ClubDocument => ({
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Satzung',
  file: 'satzung.pdf',
  url: '/forms/satzung.pdf',
  size: 1400,
  group: 'footer',
  category: 'statutes',
  position: 0,
  version: 2,
  updated_at: '2026-12-01T10:00:00.000Z',
  ...overrides,
});
const LIST = [
  doc({}),
  doc({
    _id: '00000000-0000-4000-8000-000000000002',
    title: 'Aufnahmeantrag',
    file: 'aufnahmeantrag.pdf',
    url: '/forms/aufnahmeantrag.pdf',
    group: 'forms',
    category: 'form',
  }),
  doc({
    _id: '00000000-0000-4000-8000-000000000003',
    title: 'SEPA-Lastschriftmandat',
    file: 'sepa.pdf',
    url: '/forms/sepa.pdf',
    group: 'forms',
    category: 'form',
    position: 1,
  }),
];

beforeEach(async () => {
  await resetDb();
  calls = [];
  answer = null;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ url, method, headers, body });
    if (method !== 'GET' && answer) return jsonResponse(answer.status, answer.body);
    if (url === '/api/documents')
      return jsonResponse(200, { success: true, message: '', data: LIST });
    return jsonResponse(200, { success: true, message: '', data: LIST });
  }) as unknown as typeof fetch;
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['admin'])));
});

const renderPage = () =>
  renderAccount([{ path: 'dokumente', element: <DocumentsPage /> }], {
    user: userWith(['admin']),
    path: '/de/account/dokumente',
  });

describe('the "Dokumente" screen', () => {
  it('lists the documents per category in the site order, with their addresses', async () => {
    renderPage();
    const forms = await screen.findByTestId('documents-category-form');
    expect(
      within(forms)
        .getAllByTestId('document-row-title')
        .map((n) => n.textContent),
    ).toEqual(['Aufnahmeantrag', 'SEPA-Lastschriftmandat']);
    expect(screen.getByTestId('documents-category-statutes')).toHaveTextContent(
      '/forms/satzung.pdf',
    );
    expect(screen.getByTestId('documents-category-board')).toHaveTextContent(
      'Kein Dokument in dieser Kategorie.',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Vorstand')).toBeLessThan(headings.indexOf('Formulare'));
  });

  it('moves a document with the version it was loaded with; the first cannot go up', async () => {
    renderPage();
    const forms = await screen.findByTestId('documents-category-form');
    const [first, second] = within(forms).getAllByTestId('document-row');
    expect(within(first!).getByTestId('document-up')).toBeDisabled();
    await userEvent.click(
      within(second!).getByRole('button', { name: '„SEPA-Lastschriftmandat“ nach oben' }),
    );
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/move'))).toBe(true));
    const move = calls.find((c) => c.url.endsWith('/move'))!;
    expect(move).toMatchObject({
      url: '/api/documents/00000000-0000-4000-8000-000000000003/move',
      method: 'POST',
      body: { direction: 'up' },
    });
    expect(move.headers['if-match']).toBe('"2"');
  });

  it('shows a refusal: the server’s German sentence (English maps its code)', async () => {
    answer = {
      status: 412,
      body: { success: false, message: 'Geändert.', code: 'VERSION_CONFLICT', data: LIST[1] },
    };
    renderPage();
    await screen.findByTestId('documents-category-form');
    await userEvent.click(screen.getByRole('button', { name: '„Aufnahmeantrag“ nach unten' }));
    expect(await screen.findByText('Geändert.')).toBeInTheDocument();
  });

  it('deletes only after the confirmation, which names the address that goes', async () => {
    renderPage();
    await screen.findByTestId('documents-category-statutes');
    await userEvent.click(screen.getByRole('button', { name: '„Satzung“ löschen' }));
    const dialog = await screen.findByTestId('document-delete-dialog');
    expect(dialog).toHaveTextContent('/forms/satzung.pdf');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByTestId('document-delete-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        '/api/documents/00000000-0000-4000-8000-000000000001',
      ),
    );
  });

  it('refuses a file that is only named .pdf on the field, and asks for the missing fields', async () => {
    renderPage();
    await screen.findByTestId('documents-category-form');
    const file = new File(['<html>kein PDF</html>'], 'getarnt.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByTestId('document-file'), file);
    expect(await screen.findByText(/Das ist keine PDF-Datei/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('document-upload-submit'));
    expect(screen.getByText(/Bitte gib einen Titel/)).toBeInTheDocument();
    expect(screen.getByText('Bitte wähle eine Kategorie.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
