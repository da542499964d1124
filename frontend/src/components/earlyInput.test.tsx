import { render } from '@testing-library/react';
import {
  replayEarlyClick,
  takeCountedView,
  takeEarlyInput,
  useEarlyInput,
} from '@/components/earlyInput';

afterEach(() => {
  delete window.vhEarly;
  delete window.vhClick;
  delete window.vhCounted;
  document.body.innerHTML = '';
});

describe('takeEarlyInput', () => {
  it('takes the named values once and leaves the others', () => {
    window.vhEarly = { filterSearch: 'yoga', name: 'Erika', other: 'x' };
    expect(takeEarlyInput(['filterSearch', 'name', 'email'])).toEqual({
      filterSearch: 'yoga',
      name: 'Erika',
    });
    expect(window.vhEarly).toEqual({ other: 'x' });
    expect(takeEarlyInput(['filterSearch'])).toBeNull();
  });

  it('is null without the pre-paint script (a page the browser rendered)', () => {
    expect(takeEarlyInput(['filterSearch'])).toBeNull();
  });
});

describe('useEarlyInput', () => {
  function Probe({ onEarly }: { onEarly: (values: Record<string, string>) => void }) {
    useEarlyInput(['message'], (values) => onEarly(values as Record<string, string>));
    return null;
  }

  it('hands what was typed before the start to the form, after its first render only', () => {
    window.vhEarly = { message: 'Hallo' };
    const onEarly = jest.fn();
    const { rerender } = render(<Probe onEarly={onEarly} />);
    window.vhEarly = { message: 'später' };
    rerender(<Probe onEarly={onEarly} />);
    expect(onEarly).toHaveBeenCalledTimes(1);
    expect(onEarly).toHaveBeenCalledWith({ message: 'Hallo' });
  });
});

describe('replayEarlyClick', () => {
  it('presses the kept button once, on the same node', () => {
    const button = document.createElement('button');
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    document.body.append(button);
    button.setAttribute('data-vh-pending', '');
    document.documentElement.dataset.starting = '';
    window.vhClick = button;
    replayEarlyClick();
    replayEarlyClick();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.vhClick).toBeUndefined();
    // The progress marks are gone.
    expect(button.hasAttribute('data-vh-pending')).toBe(false);
    expect(document.documentElement.hasAttribute('data-starting')).toBe(false);
  });

  it('does nothing when the node has left the page', () => {
    const button = document.createElement('button');
    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    window.vhClick = button;
    replayEarlyClick();
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('takeCountedView', () => {
  it('is true once for the path the pre-paint script counted, never for another', () => {
    window.vhCounted = '/de/blog';
    expect(takeCountedView('/de/')).toBe(false);
    expect(takeCountedView('/de/blog')).toBe(true);
    expect(takeCountedView('/de/blog')).toBe(false);
  });
});
