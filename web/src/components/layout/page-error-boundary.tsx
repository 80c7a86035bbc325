import { Component, type ReactNode } from 'react';

interface PageErrorBoundaryProps {
  /** Changes on navigation, so moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
  /** Rendered with the error message too (what the page would have rendered beside its content). */
  alongside?: ReactNode;
}

/** Keeps the header and footer when a page fails (a chunk that no longer exists after a deploy, say). */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The page could not be shown', error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) {
      return (
        <section className="section" aria-labelledby="page-error-heading">
          <div className="container">
            <h1 id="page-error-heading">This page could not be loaded</h1>
            <p>The site may have just been updated. Please reload the page to try again.</p>
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          </div>
          {this.props.alongside}
        </section>
      );
    }
    return this.props.children;
  }
}
