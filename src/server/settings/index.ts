/** The tenant's settings as the rest of the server reads them. */
export { loadCompanyName, loadMailSettings, type MailSettings } from './mail-settings.js';
export { FINANCE_DEFAULTS, financeSettings, type FinanceSettings } from './finance-settings.js';
export { buyerIdentities, buyerIdentity, sellerIdentity } from './legal-identity.js';
