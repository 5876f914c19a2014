import { memo } from 'react';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { useLang } from '../i18n/useLang';
import { useSchemasState } from '../schemas/schemas-store';
import { pluralLabel } from './menu-model';
import { useCurrentPageCrumbs } from './page-trail';
import { useMenu } from './useMenu';

/** Home icon → /dashboard, then the resource's group and plural label (spec §2); "Details" on a detail page, "Trash" on a trash. */
const BreadcrumbsView = () => {
  const translate = useTranslate();
  const lang = useLang();
  const { pathname } = useLocation();
  const { schemas } = useSchemasState();
  const path = pathname.replace(/^\/+/, '');
  const detailOf = schemas.find((s) => s.resource.detailRoute && path.startsWith(`${s.resource.detailRoute}/`));
  const schema =
    detailOf ??
    schemas
      .filter((s) => path === s.resource.route || path.startsWith(`${s.resource.route}/`))
      .sort((a, b) => b.resource.route.length - a.resource.route.length)[0];
  // A bespoke resource (options.menu) when no schema claims the path.
  const bespoke = useMenu()
    .flatMap((g) => g.entries)
    .find((e) => !e.schema && (path === e.route || path.startsWith(`${e.route}/`)));
  const group = schema?.resource.menu?.group ?? bespoke?.group;
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
      {!pageCrumbs && schema && !detailOf && path === `${schema.resource.route}/trash` && (
        <Typography color="text.primary">{translate('trash.crumb')}</Typography>
      )}
    </MuiBreadcrumbs>
  );
};

/** Memoised (no props): react-admin renders its layout again each time its own state settles; the breadcrumbs follows its hooks only. */
export const Breadcrumbs = memo(BreadcrumbsView);
