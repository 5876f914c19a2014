export { EInvoiceMenu, type EInvoiceMenuProps } from './EInvoiceMenu';
