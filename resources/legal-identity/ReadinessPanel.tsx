/**
 * Above the tenancy settings: what e-invoicing still needs. "E-invoicing is on. Still needed: SIRET,
 * Postcode." with the agencies that lack something (a link to the agency list), or that nothing
 * is missing; when it is off, what switching it on would need. Asked again after every save.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LinkBase, useTranslate } from 'react-admin';
import type { SchemaPanelProps } from '@admin/schema-screens/schema-panels';
import { useLang } from '@admin/i18n/useLang';
import { useReadiness, type Readiness } from './readiness-api';

const AGENCY_ROUTE = '/agency-management/agency';

function severityOf({ enabled, sellerGaps, agenciesMissing }: Readiness) {
  const complete = !sellerGaps.length && !agenciesMissing.length;
  if (!enabled) return 'info';
  return complete ? 'success' : 'warning';
}

export function ReadinessPanel({ row }: SchemaPanelProps) {
  const translate = useTranslate();
  const lang = useLang();
  const { data } = useReadiness(row.version, lang);
  if (!data) return null;
  const { enabled, sellerGaps, agenciesMissing } = data;
  const complete = !sellerGaps.length && !agenciesMissing.length;
  const key = `${enabled ? 'on' : 'off'}${complete ? 'Complete' : 'Gaps'}`;
  return (
    <Alert
      severity={severityOf(data)}
      sx={{ mb: 2 }}
      role="region"
      aria-label={translate('legalIdentity.readiness.label')}
    >
      <AlertTitle>{translate(`legalIdentity.readiness.${key}`)}</AlertTitle>
      {sellerGaps.length > 0 && (
        <Box>{translate('legalIdentity.readiness.tenant', { gaps: sellerGaps.join(', ') })}</Box>
      )}
      {agenciesMissing.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={translate('legalIdentity.readiness.agencies')}>
          {agenciesMissing.map((a) => (
            <li key={a.id}>
              {translate('legalIdentity.readiness.agency', { agency: a.title, gaps: a.gaps.join(', ') })}
            </li>
          ))}
        </Box>
      )}
      {agenciesMissing.length > 0 && (
        <Link component={LinkBase} to={AGENCY_ROUTE}>
          {translate('legalIdentity.readiness.openAgencies')}
        </Link>
      )}
    </Alert>
  );
}
