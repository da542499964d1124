import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What shows instead of the children after an error; `retry` renders them again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches what a part of the page throws while rendering, e.g. a live IndexedDB query that fails
 * (dexie-react-hooks rethrows it), and shows `fallback` instead of a blank page or a spinner that
 * never ends.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failed', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(this.retry, this.state.error)
      : this.props.children;
  }
}
