/**
 * The stylis plugin of right-to-left pages, as MUI's RTL guide uses it: every style rule goes
 * through cssjanus, which swaps left and right (margins, paddings, positions, borders, text
 * alignment). Its own module so that it is fetched on demand (direction-cache.ts): left-to-right
 * pages never download cssjanus.
 */
export { default as rtlPlugin } from 'stylis-plugin-rtl';
