import { screen } from '@testing-library/react';
import { UploadProgress } from '@/components/media/UploadProgress';
import { useUploadProgress } from '@/offline/useUploadProgress';
import { renderWithProviders } from '@/testing/renderWithProviders';

jest.mock('@/offline/useUploadProgress', () => ({ useUploadProgress: jest.fn() }));
const progress = jest.mocked(useUploadProgress);

describe('UploadProgress', () => {
  it('shows nothing while no image of the entity is being sent', () => {
    progress.mockReturnValue(null);
    renderWithProviders(<UploadProgress type="news" id="n1" />);
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(progress).toHaveBeenCalledWith('news', 'n1', undefined);
  });

  it.each([
    [0, 'Wird gesendet …', null],
    [400, '40 % gesendet', '0.4'],
    [1000, 'Gesendet; das Bild wird aufbereitet …', '1'],
  ])('after %d of 1000 bytes says "%s" on a labelled bar', (loaded, message, now) => {
    progress.mockReturnValue({ loaded, total: 1000 });
    renderWithProviders(<UploadProgress type="news" id="n1" />);
    const bar = screen.getByRole('progressbar', { name: 'Bild wird hochgeladen' });
    expect(screen.getByTestId('upload-progress')).toHaveTextContent(message);
    // No value: Fluent's moving (indeterminate) bar.
    if (now === null) expect(bar).not.toHaveAttribute('aria-valuenow');
    else expect(bar).toHaveAttribute('aria-valuenow', now);
  });
});
