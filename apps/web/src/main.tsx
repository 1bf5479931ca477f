import './ui/base.css';

/**
 * React and the app are evaluated in separate tasks (two dynamic imports, both preloaded by
 * index.html): on a phone their scripts are hundreds of milliseconds of work, and one long task
 * would block the page for all of it.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
await import('react-dom/client');
await nextTask();
const { startApp } = await import('./start-app.tsx');
await nextTask();
startApp();
