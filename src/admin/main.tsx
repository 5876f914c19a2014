import { createRoot } from 'react-dom/client';
import { renderAdmin } from './AdminShell';

/**
 * Entry of the admin shell (every path but /authentication, which the server answers with
 * sign-in.html and sign-in.tsx). index.html's boot script imports it once the browser has
 * painted the page as the server sent it, after its chunks, one per task (boot/README.md); its
 * files are all preloaded by index.html, so they download in parallel from the start. Forms,
 * rich text and image widgets load on first use.
 */
void renderAdmin(createRoot(document.getElementById('root') as HTMLElement));
