import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of a part that failed (e.g. the map's chunk could not load), so the page stays usable. */
export class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
