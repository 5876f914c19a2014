import { memo } from 'react';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { useLang } from '../i18n/useLang';
import { useSchemasState } from '../schemas/schemas-store';
import { isRoute, pluralLabel } from './menu-model';
import { useCurrentPageCrumbs } from './page-trail';
import { useActiveEntry, useMenu } from './useMenu';

/**
 * Home icon → /dashboard, then the group and the label of the menu entry the page belongs to
 * (spec §2; the entry the side menu highlights, activeEntry); "Details" on a schema's detail
 * page, "Trash" on a trash. A page may set its own trail instead (usePageCrumbs).
 */
const BreadcrumbsView = () => {
  const translate = useTranslate();
  const lang = useLang();
  const { pathname } = useLocation();
  const { schemas } = useSchemasState();
  const path = pathname.replace(/^\/+/, '');
  const entry = useActiveEntry(useMenu());
  // A trash (its static segment wins over a detail route's id, as in the route table), a detail page.
  const trashOf = schemas.find((s) => path === `${s.resource.route}/trash`);
  const detailOf = trashOf
    ? undefined
    : schemas.find((s) => s.resource.detailRoute && isRoute(`${s.resource.detailRoute}/:id`, path));
  // A schema outside the menu (no `menu` annotation) still names its list.
  const schema =
    entry?.schema ??
    trashOf ??
    detailOf ??
    schemas
      .filter((s) => path === s.resource.route || path.startsWith(`${s.resource.route}/`))
      .sort((a, b) => b.resource.route.length - a.resource.route.length)[0];
  const group = entry?.group ?? schema?.resource.menu?.group;
  const bespoke = entry && !entry.schema ? entry : undefined;
  const pageCrumbs = useCurrentPageCrumbs();
  return (
    <MuiBreadcrumbs aria-label={translate('app.breadcrumb', { _: 'breadcrumb' })} sx={{ mb: 2, mt: 1 }}>
      <Link
        component={LinkBase}
        to="/dashboard"
        aria-label={translate('app.home')}
        color="inherit"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <HomeOutlined fontSize="small" />
      </Link>
      {/* A bespoke page's own trail (usePageCrumbs) replaces the menu's. */}
      {pageCrumbs?.map((crumb, i) =>
        crumb.to ? (
          <Link key={i} component={LinkBase} to={crumb.to} underline="hover" color="text.primary">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={i} color={i === pageCrumbs.length - 1 ? 'text.primary' : 'text.secondary'}>
            {crumb.label}
          </Typography>
        ),
      )}
      {!pageCrumbs && path === 'dashboard' && (
        <Typography color="text.primary">{translate('app.dashboard')}</Typography>
      )}
      {!pageCrumbs && group && (
        <Typography color="text.secondary">{translate(`menu.${group}`, { _: group })}</Typography>
      )}
      {!pageCrumbs && schema && (
        <Link component={LinkBase} to={`/${schema.resource.route}`} underline="hover" color="text.primary">
          {pluralLabel(schema, lang)}
        </Link>
      )}
      {!pageCrumbs && !schema && bespoke && (
        <Link component={LinkBase} to={`/${bespoke.route}`} underline="hover" color="text.primary">
          {bespoke.label}
        </Link>
      )}
      {!pageCrumbs && detailOf && (
        <Typography color="text.primary">{translate('detail.title', { _: 'Details' })}</Typography>
      )}
      {!pageCrumbs && trashOf && <Typography color="text.primary">{translate('trash.crumb')}</Typography>}
    </MuiBreadcrumbs>
  );
};

/** Memoised (no props): react-admin renders its layout again each time its own state settles; the breadcrumbs follows its hooks only. */
export const Breadcrumbs = memo(BreadcrumbsView);
