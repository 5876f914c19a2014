import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { LinkBase, useGetOne, useParams, useTranslate } from 'react-admin';
import { fieldLabel } from '@schema/messages.js';
import type { EntitySchema, PropertySchema } from '@schema/types.js';
import { useFormat } from '../../i18n/useFormat.js';
import { useLang } from '../../i18n/useLang.js';
import { isGroupedDigits } from '../unbreakable.js';
import { RichTextView } from './RichTextView.js';
import { apiUrl } from '../../http.js';

type Row = Record<string, unknown>;

function FieldValue({ prop, name, row, label }: { prop: PropertySchema; name: string; row: Row; label: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const ref = prop['x-ref'];
  const value = ref?.as ? (row[ref.as] ?? row[name]) : row[name];
  if (prop.type === 'boolean') {
    return (
      <Chip
        size="small"
        color={value ? 'success' : 'default'}
        label={translate(value ? 'list.active' : 'list.inactive')}
      />
    );
  }
  if (value === null || value === undefined || value === '') return <Typography color="text.secondary">—</Typography>;
  if (prop['x-widget'] === 'richtext')
    return (
      <Box sx={{ '& > :first-child': { mt: 0 }, '& > :last-child': { mb: 0 } }}>
        <RichTextView html={String(value)} />
      </Box>
    );
  if (prop['x-widget'] === 'image') {
    return (
      <Box
        component="img"
        src={apiUrl(String(value))}
        alt={label}
        sx={{ maxWidth: 320, maxHeight: 240, borderRadius: 1 }}
      />
    );
  }
  // Dates, date-times and decimals as every screen writes them (i18n/format.ts); the rest as stored.
  const text =
    prop.format === 'date'
      ? format.date(String(value))
      : prop.format === 'date-time'
        ? format.dateTime(String(value))
        : prop.type === 'number' && typeof value === 'number'
          ? format.number(value)
          : String(value);
  return <Typography sx={{ whiteSpace: isGroupedDigits(text) ? 'nowrap' : 'pre-wrap' }}>{text}</Typography>;
}

/**
 * The read-only page of one row (`/{detailRoute}/:id`): every property but the id with its
 * label, references by their label, rich text rendered safely, images and the gallery shown; a link back to
 * the list. Registered only for schemas with `detailRoute`, under the resource's view guard.
 */
export function SchemaDetail({ schema }: { schema: EntitySchema }) {
  const { id } = useParams();
  const lang = useLang();
  const translate = useTranslate();
  const { route, text } = schema.resource;
  const { data, isPending, error } = useGetOne<Row & { id: string }>(route, { id: id ?? '' }, { enabled: Boolean(id) });
  const names = (schema.resource.formOrder ?? Object.keys(schema.properties)).filter((n) => n !== 'id');
  const heading = data && typeof data.title === 'string' ? data.title : text[lang].one;

  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        <Button component={LinkBase} to={`/${route}`} startIcon={<ArrowBackIcon />}>
          {translate('detail.back', { name: text[lang].many, _: `Back to ${text[lang].many}` })}
        </Button>
      </Box>
      <Card>
        {isPending && <LinearProgress aria-hidden />}
        <CardContent>
          {error ? (
            <Typography role="alert">{translate('detail.notFound', { _: 'This record does not exist.' })}</Typography>
          ) : null}
          {data && (
            <Box
              component="dl"
              aria-label={text[lang].one}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1.5, m: 0 }}
            >
              {names.map((name) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {fieldLabel(schema, name, lang)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    <FieldValue
                      prop={schema.properties[name]}
                      name={name}
                      row={data}
                      label={fieldLabel(schema, name, lang)}
                    />
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          {data && schema.resource.gallery ? <GalleryView images={data.galleryImages} /> : null}
        </CardContent>
      </Card>
    </Box>
  );
}

interface GalleryImage {
  id: number;
  fileName: string;
  url: string;
}

/** The row's gallery (getbyid carries `galleryImages` for schemas with `gallery`), read-only. */
function GalleryView({ images }: { images: unknown }) {
  const translate = useTranslate();
  const list = Array.isArray(images) ? (images as GalleryImage[]) : [];
  return (
    <Box component="section" aria-label={translate('images.gallery')} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('images.gallery')}
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">{translate('images.noImages')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {list.map((image) => (
            <Box key={image.id} component="figure" sx={{ m: 0, width: 160 }}>
              <Box
                component="img"
                src={apiUrl(image.url)}
                alt={image.fileName}
                loading="lazy"
                sx={{ width: 160, height: 110, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
              <Typography component="figcaption" variant="caption" noWrap>
                {image.fileName}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
