import type { ReactNode } from 'react';
import { Router } from 'react-router';
import { useLocation, useNavigator } from './router.tsx';

/**
 * react-router's context over this router's location and history, for the code still written
 * against react-router (the back office): it loads with that code, never
 * before the model's first frame. One history: a navigation on either side moves both.
 */
export function ReactRouterBridge({ children }: { children: ReactNode }) {
  return (
    <Router location={useLocation()} navigator={useNavigator()}>
      {children}
    </Router>
  );
}
