/** The tenant's settings as the rest of the server reads them. */
export { loadMailSettings, type MailSettings } from './mail-settings.js';
