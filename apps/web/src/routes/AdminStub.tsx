/** The back office's lazy entry (src/admin/AdminApp.tsx); kept as the router's single admin import. */
export { default } from '../admin/AdminApp.tsx';
