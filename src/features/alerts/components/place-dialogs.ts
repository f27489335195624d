import type { ReactNode } from 'react';

/** What the show-route and show-geozone dialogs are given by an alert's panel. */
export interface PlaceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The alert's routes or zones. */
  ids: readonly string[];
  title: string;
}

/**
 * The dialogs of other features, handed in by the route file (features do not import each
 * other): the routes' ShowRouteDialog and the zones' ShowZoneDialog, each loaded only when one
 * opens, so the alerts tab loads no map code before.
 */
export interface PlaceDialogs {
  routes: (props: PlaceDialogProps) => ReactNode;
  zones: (props: PlaceDialogProps) => ReactNode;
}
