import { Component, type ReactNode } from 'react';

interface MapErrorBoundaryState {
  failed: boolean;
}

/**
 * The map is an extra: when its code cannot load (a lost connection) or the browser cannot draw it, the message
 * `fallback` takes its place and the results list still offers every venue.
 */
export class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, MapErrorBoundaryState> {
  override state: MapErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): MapErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
