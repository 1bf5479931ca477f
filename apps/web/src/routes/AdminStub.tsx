import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { ReactRouterBridge } from './ReactRouterBridge.tsx';

// The back office's own code (and its list of thirty files to preload) comes with this small
// chunk, not with the visitor's entry: one request more for the back office, 0.7 KB gzip less
// for the visitor.
const AdminApp = lazy(() => import('../admin/AdminApp.tsx'));

/**
 * The back office's lazy entry (src/admin/AdminApp.tsx), kept as the router's single admin import.
 * The back office is written against react-router: it gets react-router's routes here, at the
 * paths AppRoutes gives it (/admin/* and /login).
 */
export default function AdminStub() {
  return (
    <ReactRouterBridge>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="/login" element={<AdminApp />} />
      </Routes>
    </ReactRouterBridge>
  );
}
