import { Component, type ReactNode } from 'react';
import { retryFailedPageLoads } from '../page-loads.js';
import { RouteErrorScreen } from './RouteErrorScreen.js';

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  /** The page (or the whole route table) whose errors are caught. */
  children: ReactNode;
  /** A change clears a caught error, e.g. the pathname: navigating away leaves the error page. */
  resetKey?: string;
  /** Reloads the page after a failed download; `location.reload()` by default. */
  reload?: () => void;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * Catches what a page throws while rendering, including a failed download of its code, and shows
 * {@link RouteErrorScreen} in its place until `resetKey` changes. A page whose download failed
 * downloads again on its next visit.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = {
    error: null,
    failed: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(): void {
    // The error is on screen: a page whose code failed downloads again when next visited.
    retryFailedPageLoads();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // React logs the caught error itself (createRoot's onCaughtError).
    return <RouteErrorScreen error={this.state.error} reload={this.props.reload} />;
  }
}
