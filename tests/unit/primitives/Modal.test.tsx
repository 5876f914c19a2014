import { fireEvent, render, screen, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@admin/primitives/Modal.js';
import { failureText } from '@admin/primitives/useToast.js';

const show = (ui: React.ReactElement) => render(<AdminContext>{ui}</AdminContext>);

describe('the generic modal', () => {
  it('is a dialog named by its title, with a Close button, a body and footer actions', () => {
    const onClose = vi.fn();
    show(
      <Modal title="Payment Account" onClose={onClose} actions={<Button>Save</Button>}>
        <DialogContent>Fields</DialogContent>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Payment Account' });
    expect(within(dialog).getByText('Fields')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button')[0]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is a form when given onSubmit: a submit button sends it, without the browser checks', () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    show(
      <Modal
        title="Change password"
        size="sm"
        onClose={() => undefined}
        onSubmit={onSubmit}
        actions={<Button type="submit">Save</Button>}
      >
        <DialogContent>
          <input aria-label="Password" required />
        </DialogContent>
      </Modal>,
    );
    const form =
      screen.getByRole('dialog', { name: 'Change password' }).closest('form') ??
      screen.getByRole('dialog').querySelector('form');
    expect(form?.noValidate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('dims the page behind a popup, and not behind a slide-out unless asked', () => {
    const { unmount } = show(
      <Modal title="Popup" onClose={() => undefined}>
        x
      </Modal>,
    );
    expect(document.querySelector('.MuiBackdrop-root:not(.MuiBackdrop-invisible)')).not.toBeNull();
    unmount();
    const slide = show(
      <Modal title="Side form" type="slide-out" onClose={() => undefined}>
        x
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Side form' })).toBeTruthy();
    expect(document.querySelector('.MuiBackdrop-root:not(.MuiBackdrop-invisible)')).toBeNull();
    slide.unmount();
    show(
      <Modal title="Side form" type="slide-out" backdrop onClose={() => undefined}>
        x
      </Modal>,
    );
    expect(document.querySelector('.MuiBackdrop-root:not(.MuiBackdrop-invisible)')).not.toBeNull();
  });

  it('locks the page scroll while open', () => {
    show(
      <Modal title="Popup" onClose={() => undefined}>
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
  });
});

describe('the failure toast text', () => {
  it("puts the server's reason after the screen's sentence", () => {
    expect(failureText('Failed to delete payment account.', 'It is used by 3 payment accounts.')).toBe(
      'Failed to delete payment account. It is used by 3 payment accounts.',
    );
    expect(failureText('Failed to delete payment account', 'It is used by 3 payment accounts.')).toBe(
      'Failed to delete payment account. It is used by 3 payment accounts.',
    );
    expect(failureText('Failed to delete payment account.', undefined)).toBe('Failed to delete payment account.');
  });
});
