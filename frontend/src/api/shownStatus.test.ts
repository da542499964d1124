import { failedWithoutData, shownStatus } from '@/api/shownStatus';

describe('shownStatus', () => {
  it('shows kept data when a refresh failed', () => {
    expect(shownStatus({ status: 'error', data: [{ text: 'Stadtwerke' }] })).toBe('success');
    expect(failedWithoutData({ status: 'error', data: [{ text: 'Stadtwerke' }] })).toBe(false);
  });

  it('shows a kept empty list or a kept "not found" (null) as data too', () => {
    expect(shownStatus({ status: 'error', data: [] })).toBe('success');
    expect(shownStatus({ status: 'error', data: null })).toBe('success');
  });

  it('shows the error only when there is nothing to show', () => {
    expect(shownStatus({ status: 'error', data: undefined })).toBe('error');
    expect(failedWithoutData({ status: 'error', data: undefined })).toBe(true);
  });

  it('leaves loading and success alone', () => {
    expect(shownStatus({ status: 'pending', data: undefined })).toBe('pending');
    expect(shownStatus({ status: 'success', data: [] })).toBe('success');
    expect(failedWithoutData({ status: 'pending', data: undefined })).toBe(false);
  });
});
