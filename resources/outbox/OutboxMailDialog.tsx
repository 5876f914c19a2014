import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OutboxMail } from '@domain/outbox';
import { useFormat } from '@admin/i18n';
import { Modal } from '@admin/primitives/Modal';
import { outboxApi } from './outbox-api';
import { OutboxStatusChip, whyNotSent } from './OutboxStatus';
import { useResend } from './useResend';

/**
 * One mail of the outbox: who, what, when, its status and why it did not leave, and its body:
 * the plain text (as text, never markup), or the HTML in a sandboxed frame (no script runs, no
 * form posts; the shell's policy, which the frame inherits, loads no remote image).
 */
export function OutboxMailDialog({
  id,
  canResend,
  onClose,
  onResent,
}: {
  id: number;
  canResend: boolean;
  onClose: () => void;
  onResent: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`outbox.${key}`);
  const queryClient = useQueryClient();
  const { data: mail, error } = useQuery({ queryKey: ['outbox', id], queryFn: () => outboxApi.get(id), retry: false });
  const { resend, busy } = useResend((after) => {
    queryClient.setQueryData(['outbox', id], after);
    onResent();
  });
  return (
    <Modal
      title={mail?.subject ?? t('title')}
      size="lg"
      type="slide-out"
      onClose={onClose}
      actions={
        <>
          {canResend && mail && (
            <Button startIcon={<SendIcon />} disabled={busy !== undefined} onClick={() => void resend(mail)}>
              {t('resend')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('form.close')}</Button>
        </>
      }
    >
      <DialogContent>
        {error ? <Alert severity="error">{t('readFailed')}</Alert> : mail && <MailView mail={mail} />}
      </DialogContent>
    </Modal>
  );
}

function MailView({ mail }: { mail: OutboxMail }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`outbox.${key}`);
  const f = useFormat();
  const [tab, setTab] = useState<'text' | 'html'>('text');
  const why = whyNotSent(mail, translate);
  const facts: [string, string][] = [
    [t('recipient'), mail.recipient],
    [t('when'), f.dateTime(mail.dateCreated)],
    [t('sentDate'), mail.sentDate ? f.dateTime(mail.sentDate) : '—'],
    [t('lastAttemptDate'), mail.lastAttemptDate ? f.dateTime(mail.lastAttemptDate) : '—'],
    [t('attempts'), f.number(mail.attempts)],
    [t('language'), mail.lang.toUpperCase()],
  ];
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <OutboxStatusChip status={mail.status} />
      </Box>
      {why && (
        <Alert severity={mail.status === 'failed' ? 'error' : 'warning'} sx={{ mb: 2 }}>
          {why}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {mail.html && (
        <Tabs value={tab} onChange={(_, next: 'text' | 'html') => setTab(next)} sx={{ mb: 1 }}>
          <Tab value="text" label={t('text')} />
          <Tab value="html" label={t('html')} />
        </Tabs>
      )}
      {tab === 'html' && mail.html ? (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('htmlNote')}
          </Typography>
          <Box
            component="iframe"
            title={t('html')}
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={mail.html}
            sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        </>
      ) : (
        <Box
          component="pre"
          aria-label={t('text')}
          sx={{
            m: 0,
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'inherit',
            fontSize: '0.875rem',
          }}
        >
          {mail.text}
        </Box>
      )}
    </>
  );
}
