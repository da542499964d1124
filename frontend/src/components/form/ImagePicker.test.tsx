import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImagePicker } from '@/components/form/ImagePicker';
import { renderWithProviders } from '@/testing/renderWithProviders';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

function renderPicker(pending: Blob | null = null) {
  const onPick = jest.fn();
  renderWithProviders(<ImagePicker label="Bild" onPick={onPick} pending={pending} />);
  return onPick;
}

const QUEUED = 'Wird hochgeladen, sobald das Gerät online ist.';

describe('ImagePicker', () => {
  it('refuses a text file named .png on the field, before anything is picked', async () => {
    const onPick = renderPicker();
    const fake = new File(['Das ist kein Bild.'], 'foto.png', { type: 'image/png' });
    await userEvent.setup().upload(screen.getByTestId('image-input'), fake);
    expect(await screen.findByText('Die Datei ist kein JPEG- oder PNG-Bild.')).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('takes a PNG and a JPEG by their content', async () => {
    const onPick = renderPicker();
    const user = userEvent.setup();
    const png = new File([new Uint8Array([...PNG_HEAD, 0, 0])], 'halle.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('image-input'), png);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(png));
    const jpeg = new File([new Uint8Array(JPEG_HEAD)], 'halle.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('image-input'), jpeg);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(jpeg));
    expect(screen.queryByText(/kein JPEG- oder PNG-Bild/)).toBeNull();
  });

  it('says a picked image waits for the connection only while the device is offline', async () => {
    const png = new File([new Uint8Array([...PNG_HEAD, 0, 0])], 'halle.png', { type: 'image/png' });
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    try {
      renderPicker(png);
      expect(await screen.findByTestId('image-preview')).toBeInTheDocument();
      expect(screen.queryByText(QUEUED)).toBeNull();

      onLine.mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(await screen.findByText(QUEUED)).toBeInTheDocument();

      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(screen.queryByText(QUEUED)).toBeNull());
    } finally {
      onLine.mockRestore();
    }
  });

  it('refuses a file over 100 MB', async () => {
    const onPick = renderPicker();
    const big = new File([new Uint8Array(PNG_HEAD)], 'gross.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    await userEvent.setup().upload(screen.getByTestId('image-input'), big);
    expect(
      await screen.findByText('Das Bild darf höchstens 100 MB groß sein.'),
    ).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
  });
});
