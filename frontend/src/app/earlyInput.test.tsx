import { render } from '@testing-library/react';
import { takeEarlyInput, useEarlyInput } from '@/app/earlyInput';

afterEach(() => {
  delete window.vhEarly;
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
