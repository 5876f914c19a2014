import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useLang } from '@admin/i18n/useLang';
import { fieldErrorsOf, useToast } from '@admin/primitives';
import { detailApi, type RequestComment } from './detail-api';
import { formatDate, Section } from './detail-parts';

/** The comment column's length. */
export const MAX_COMMENT_LENGTH = 2000;

/**
 * The request's comments, newest first, and a box to post one: the new comment goes on top and
 * the others stay shown while it is posted (spec §2). Messages are plain text (never HTML).
 * A failed load is kept as an error state without a toast (spec §8).
 */
export function CommentsPanel({ requestGuid, canPost }: { requestGuid: string; canPost: boolean }) {
  const translate = useTranslate();
  const lang = useLang();
  const toast = useToast();
  const d = (key: string) => translate(`reservationDetail.${key}`);
  const client = useQueryClient();
  const key = ['reservation-request', requestGuid, 'comments'];
  const { data: comments, isError: failed } = useQuery({
    queryKey: key,
    queryFn: () => detailApi.comments(requestGuid),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [message, setMessage] = useState('');
  const [posting, setPosting] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const post = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    setPosting(true);
    setError(undefined);
    const sent = message.trim();
    try {
      const comment = await detailApi.addComment(requestGuid, sent);
      client.setQueryData<RequestComment[]>(key, (now) => [comment, ...(now ?? [])]);
      // What was typed while the post ran stays.
      setMessage((now) => (now.trim() === sent ? '' : now));
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setError(fields?.message?.[0] ?? fields?.commentText?.[0]);
      toast.failure(e, 'reservationDetail.commentFailed');
    } finally {
      setPosting(false);
    }
  };

  return (
    <Section title={d('comments')}>
      {canPost && (
        <Box
          component="form"
          onSubmit={post}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}
        >
          <TextField
            multiline
            minRows={2}
            fullWidth
            label={d('newComment')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? `${message.length} / ${MAX_COMMENT_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={posting || !message.trim()}>
              {d('postComment')}
            </Button>
          </Box>
        </Box>
      )}
      {failed && <Alert severity="warning">{d('commentsUnavailable')}</Alert>}
      {comments?.length === 0 && <Typography color="text.secondary">{d('noComments')}</Typography>}
      <List aria-label={d('comments')} disablePadding>
        {comments?.map((c) => (
          <ListItem key={c.id} divider disableGutters sx={{ display: 'block' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {c.createdByName ?? translate('history.system')} · {formatDate(c.dateCreated, lang, true)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.message}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
