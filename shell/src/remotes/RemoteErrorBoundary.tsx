import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing it (for example the path) clears a previous error. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/** Catches a remote that throws while rendering, so the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] a remote failed while rendering', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failedAt: null });

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : this.props.fallback(this.retry);
  }
}
