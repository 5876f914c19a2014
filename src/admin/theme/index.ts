export { BRAND_GRADIENT, PRIMARY, SECONDARY, theme } from './base-theme';
