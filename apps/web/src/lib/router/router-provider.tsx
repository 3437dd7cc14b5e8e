import {
  Component,
  startTransition,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { createHashHistory } from './hash-history';
import { Levels, RouteErrorContext, RouterContext } from './hooks';
import type { RouterLocation } from './location';
import { createRouter, type Resolution, type Router } from './router';

/** What surrounds every route: the root layout, the first screen's loading, the error screen. */
export interface RouterShell {
  Layout: ComponentType;
  loading: ReactNode;
  error: ReactNode;
}

/** A route's view: the levels drawn inside the root layout, outermost first (tab frame, page). */
export type RouteLevels = readonly ReactNode[];

export interface HashRouter extends Router<RouteLevels> {
  shell: RouterShell;
}

/** The app's router on the URL's hash; it starts resolving the current location at once. */
export function createHashRouter(
  resolve: (location: RouterLocation) => Promise<Resolution<RouteLevels>>,
  shell: RouterShell,
): HashRouter {
  return Object.assign(createRouter(createHashHistory(), resolve), { shell });
}

interface BoundaryProps {
  location: RouterLocation;
  /** An error met while resolving the location. */
  error: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

/** The route error screen in place of the root layout, for an error resolving or drawing a route. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: RouterLocation }> {
  override state = { error: this.props.error, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: RouterLocation }) {
    // A drawing error belongs to its location: the next navigation tries again.
    if (props.location !== state.location) return { error: props.error, location: props.location };
    return { error: props.error ?? state.error, location: state.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('页面出错', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

/** Draws the router's current location; a new one is drawn as a transition, keeping the old page until then. */
export function RouterProvider({ router }: { router: HashRouter }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    const follow = () => startTransition(() => setState(router.state));
    const unsubscribe = router.subscribe(follow);
    // The first location may have resolved before this subscription.
    follow();
    return unsubscribe;
  }, [router]);

  const { location, outcome } = state;
  const navigation = useMemo(() => ({ location, navigate: router.navigate }), [location, router]);
  const { Layout, loading, error } = router.shell;
  if (!outcome) return loading;
  return (
    <RouterContext.Provider value={navigation}>
      <RouteErrorBoundary location={location} error={'error' in outcome ? outcome.error : undefined} fallback={error}>
        {'view' in outcome && <Levels levels={[<Layout />, ...outcome.view]} />}
      </RouteErrorBoundary>
    </RouterContext.Provider>
  );
}
