import { Component, type ReactNode } from 'react';

export interface CrashStrings {
  title: string;
  retry: string;
}

interface Props {
  strings: CrashStrings;
  /** Called before re-rendering the widget after "Tente novamente". */
  onReset?: () => void;
  children: ReactNode;
}

/** Around every island: a widget that throws shows this instead of taking the page down. */
export class CrashBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="crash" role="alert">
        <p className="crash-title">{this.props.strings.title}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            this.props.onReset?.();
            this.setState({ error: null });
          }}
        >
          {this.props.strings.retry}
        </button>
        <pre className="crash-error">{error.message}</pre>
      </div>
    );
  }
}
