import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The spec's modal sizes; `xl` is the default. */
export type ModalSize = 'sm' | 'lg' | 'xl' | 'xxl';

/** Widths of the sizes in px (Bootstrap's lg and xl; sm wide enough for a short form; xxl wider), capped by the window. */
export const MODAL_WIDTHS: Record<ModalSize, number> = { sm: 500, lg: 800, xl: 1140, xxl: 1400 };

export interface ModalProps {
  /** The dialog's title and accessible name. */
  title: ReactNode;
  onClose: () => void;
  /** Width: sm, lg, xl (default), xxl. On a phone a popup fills the screen whatever its size. */
  size?: ModalSize;
  /** A centred popup (default) or a panel sliding in from the side. */
  type?: 'popup' | 'slide-out';
  /** The dimmed backdrop; on by default except for slide-outs. */
  backdrop?: boolean;
  /**
   * The body scrolls inside the modal, header and actions staying in place. Off by default
   * (the spec): the modal grows with its content and the page behind it scrolls as a whole.
   * The page under the modal never scrolls while it is open.
   */
  scrollable?: boolean;
  /** Makes the modal a form: Enter and a `type="submit"` button call it (no browser validation). */
  onSubmit?: (event: FormEvent) => void;
  /** Buttons of the footer (Cancel, Save); none when the body brings its own. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The generic modal of the spec: a title (its accessible name) with a Close button, the body,
 * optional footer actions; sizes sm, lg, xl (default), xxl; a popup or a slide-out.
 * @example
 * <Modal title="Payment Account" size="lg" onClose={close} onSubmit={save}
 *   actions={<><Button onClick={close}>Cancel</Button><Button type="submit">Save</Button></>}>
 *   <DialogContent>…fields…</DialogContent>
 * </Modal>
 */
export function Modal({
  title,
  onClose,
  size = 'xl',
  type = 'popup',
  backdrop,
  scrollable = false,
  onSubmit,
  actions,
  children,
}: ModalProps) {
  const translate = useTranslate();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const width = MODAL_WIDTHS[size];
  const form = onSubmit ? { component: 'form' as const, onSubmit, noValidate: true } : {};
  const body = (
    <>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={translate('form.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {children}
      {actions && <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>}
    </>
  );

  if (type === 'slide-out') {
    return (
      <Drawer
        open
        anchor="right"
        onClose={onClose}
        hideBackdrop={!(backdrop ?? false)}
        slotProps={{
          paper: {
            ...form,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: phone ? '100vw' : `min(${width}px, 100vw)`, display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      fullScreen={phone}
      hideBackdrop={!(backdrop ?? true)}
      scroll={scrollable || phone ? 'paper' : 'body'}
      slotProps={{ paper: { ...form, sx: phone ? undefined : { maxWidth: `min(${width}px, calc(100% - 64px))` } } }}
    >
      {body}
    </Dialog>
  );
}
