import { act, render, screen } from '@testing-library/react';
import { FlashProvider } from '@/components/flash/FlashProvider';
import { useFlash } from '@/components/flash/useFlash';
import type { FlashIntent } from '@/components/flash/flashTiming';

function Trigger({ message, intent }: { message: string; intent: FlashIntent }) {
  const flash = useFlash();
  return (
    <button type="button" onClick={() => flash.show(message, intent)}>
      trigger
    </button>
  );
}

function renderWith(message: string, intent: FlashIntent) {
  render(
    <FlashProvider>
      <Trigger message={message} intent={intent} />
    </FlashProvider>,
  );
  act(() => {
    screen.getByRole('button', { name: 'trigger' }).click();
  });
}

describe('FlashProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message only after 300 ms', () => {
    renderWith('Gespeichert', 'success');
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();
  });

  it('hides a success message 5 s after it appeared', () => {
    renderWith('Gespeichert', 'success');
    act(() => jest.advanceTimersByTime(300 + 4999));
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
  });

  it.each<FlashIntent>(['error', 'warning', 'info'])('keeps an %s message for 9 s', (intent) => {
    renderWith('Fehler', intent);
    act(() => jest.advanceTimersByTime(300 + 8999));
    expect(screen.getByText('Fehler')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Fehler')).not.toBeInTheDocument();
  });

  it('shows the same message once, however often it comes, and keeps it for its full time', () => {
    renderWith('Auf dem Gerät gespeichert', 'info');
    const trigger = screen.getByRole('button', { name: 'trigger' });
    act(() => jest.advanceTimersByTime(300 + 4000));
    act(() => {
      trigger.click();
      trigger.click();
    });
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getAllByText('Auf dem Gerät gespeichert')).toHaveLength(1);
    // The last one counts: 9 s from its appearance, not from the first's.
    act(() => jest.advanceTimersByTime(8999));
    expect(screen.getByText('Auf dem Gerät gespeichert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Auf dem Gerät gespeichert')).not.toBeInTheDocument();
  });

  it('closes a message with its close button', () => {
    renderWith('Gespeichert', 'success');
    act(() => jest.advanceTimersByTime(300));
    act(() => {
      screen.getByRole('button', { name: 'Schließen' }).click();
    });
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
  });
});

describe('FlashProvider.clear', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function Clearing() {
    const flash = useFlash();
    return (
      <>
        <button type="button" onClick={() => flash.show('Offline gespeichert', 'info')}>
          show
        </button>
        <button type="button" onClick={() => flash.clear()}>
          clear
        </button>
      </>
    );
  }

  it('removes the messages shown and those still waiting to appear', () => {
    render(
      <FlashProvider>
        <Clearing />
      </FlashProvider>,
    );
    const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
    click('show');
    act(() => jest.advanceTimersByTime(300));
    click('show');
    expect(screen.getAllByText('Offline gespeichert')).toHaveLength(1);
    click('clear');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByText('Offline gespeichert')).not.toBeInTheDocument();
    // Later messages show as before.
    click('show');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByText('Offline gespeichert')).toBeInTheDocument();
  });
});

describe('FlashProvider without a message', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the generic failure text for an error without a message', () => {
    renderWith('', 'error');
    act(() => jest.advanceTimersByTime(300));
    expect(
      screen.getByText(
        'Da ist etwas schief gelaufen. Das Problem wurde gemeldet um sich darum zu kümmern.',
      ),
    ).toBeInTheDocument();
  });
});
