import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '@/app/pwa/UpdatePrompt';
import { applyUpdate } from '@/app/pwa/serviceWorker';
import { createRecord } from '@/offline/mutations';
import { discardRow, listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { renderWithProviders } from '@/testing/renderWithProviders';

// The service worker is the browser's part: a new version is waiting, and applying it reloads.
jest.mock('@/app/pwa/serviceWorker', () => ({
  isUpdateWaiting: () => true,
  onUpdateWaiting: () => () => undefined,
  applyUpdate: jest.fn(async () => undefined),
}));

beforeEach(async () => {
  await resetDb();
  jest.mocked(applyUpdate).mockClear();
});

describe('UpdatePrompt', () => {
  it('never reloads while edits wait on the device, of any type; says how many; reloads once they are gone', async () => {
    const user = userEvent.setup();
    await createRecord('u1', 'news', { title: 'Hallenfest', text: 'Am Samstag.' });
    await createRecord('u1', 'department', { name: 'Boule', title: 'Boule', description: '' });
    renderWithProviders(<UpdatePrompt />);
    await user.click(await screen.findByRole('button', { name: 'Neu laden' }));
    expect(
      await screen.findByText(
        'Erst nach dem Synchronisieren: 2 Änderungen sind noch nicht gesendet.',
      ),
    ).toBeInTheDocument();
    expect(applyUpdate).not.toHaveBeenCalled();

    for (const row of await listOutbox('u1')) await discardRow(row.id);
    await user.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
  });

  it('can be put off', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UpdatePrompt />);
    await user.click(await screen.findByRole('button', { name: 'Später' }));
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
    expect(applyUpdate).not.toHaveBeenCalled();
  });
});
