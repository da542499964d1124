import { render, screen } from '@testing-library/react';
import { matchesField, PageForm } from '@/components/form/PageForm';

describe('PageForm', () => {
  it('posts and leaves the validation to the app, never a GET that would put fields in the address', () => {
    render(<PageForm data-testid="form" action="/de/#contact" />);
    const form = screen.getByTestId('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveAttribute('action', '/de/#contact');
    expect(form).not.toHaveAttribute('data-vh-check');
  });

  it('marks a checked form and a field that repeats another for the pre-paint script', () => {
    render(
      <PageForm checked data-testid="form">
        <input name="confirm" data-testid="confirm" {...matchesField('password')} />
      </PageForm>,
    );
    expect(screen.getByTestId('form')).toHaveAttribute('data-vh-check', '');
    expect(screen.getByTestId('confirm')).toHaveAttribute('data-vh-match', 'password');
  });
});
