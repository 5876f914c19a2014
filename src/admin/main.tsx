import { createRoot } from 'react-dom/client';
import { renderAdmin } from './AdminShell';

/**
 * Entry point of the admin shell (index.html: every path but /authentication, which the server
 * answers with sign-in.html and sign-in.tsx). Its code is all listed in index.html, so the
 * browser downloads it in parallel; forms, rich text and image widgets load on first use.
 */
void renderAdmin(createRoot(document.getElementById('root') as HTMLElement));
