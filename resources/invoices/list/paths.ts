/** The invoice list's address and its trash's (a route of the module: module.tsx). */
export const INVOICE_LIST_PATH = '/finance/invoice';
export const INVOICE_TRASH_PATH = `${INVOICE_LIST_PATH}/trash`;
