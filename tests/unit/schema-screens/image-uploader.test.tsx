import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { AdminContext } from 'react-admin';
import { en, fr } from '../i18n-texts';
import { ImageUploader, NOTICE_MS } from '@admin/schema-screens/widgets/ImageUploader.js';
import type { UploadImage } from '@admin/schema-screens/widgets/image-files.js';

const messages = { en: { ...englishMessages, ...en }, fr: { ...frenchMessages, ...fr } };

function Harness({
  upload,
  initial,
  onValue,
}: {
  upload: UploadImage;
  initial?: string;
  onValue?: (v: string | undefined) => void;
}) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <ImageUploader
      value={value}
      upload={upload}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

function renderUploader(
  upload: UploadImage,
  options: { initial?: string; onValue?: (v: string | undefined) => void; locale?: 'en' | 'fr' } = {},
) {
  const i18nProvider = polyglotI18nProvider((l) => messages[l as 'en' | 'fr'], options.locale ?? 'en', [], {
    allowMissing: true,
  });
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <Harness upload={upload} initial={options.initial} onValue={options.onValue} />
    </AdminContext>,
  );
}

const input = () => screen.getByTestId('image-input') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(input(), { target: { files: [file] } });
const pngFile = (name = 'sea.png', bytes = 3000) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

afterEach(() => {
  vi.useRealTimers();
});

describe('single-image uploader', () => {
  it('has a drop zone named "Upload image" and refuses a non-image without uploading', async () => {
    const upload = vi.fn<UploadImage>();
    renderUploader(upload);
    expect(screen.getByRole('button', { name: /^Upload image/ })).toBeTruthy();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByText('Only image files are supported!');
    expect(upload).not.toHaveBeenCalled();
  });

  it('accepts a dropped file too, and says it in French', async () => {
    const upload = vi.fn<UploadImage>();
    renderUploader(upload, { locale: 'fr' });
    fireEvent.drop(screen.getByRole('button', { name: /^Téléverser une image/ }), {
      dataTransfer: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('Seuls les fichiers image sont acceptés !');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's content check message", async () => {
    const upload = vi.fn<UploadImage>().mockRejectedValue(new Error('Only image files are supported!'));
    renderUploader(upload);
    choose(pngFile('fake.png', 10));
    await screen.findByText('Only image files are supported!');
  });

  it('uploads an image as base64 and previews it with its name and size in KB', async () => {
    const onValue = vi.fn();
    const upload = vi
      .fn<UploadImage>()
      .mockResolvedValue({ id: 7, fileName: 'sea.png', size: 3000, url: '/api/files/7' });
    renderUploader(upload, { onValue });
    choose(pngFile());
    await screen.findByText('sea.png (3 KB)');
    expect(upload).toHaveBeenCalledWith({
      fileName: 'sea.png',
      base64String: btoa(String.fromCharCode(...new Uint8Array(3000))),
    });
    expect(onValue).toHaveBeenCalledWith('/api/files/7');
    expect(screen.getByRole('img', { name: 'sea.png' }).getAttribute('src')).toBe('/api/files/7');
  });

  it('rounds the size to whole KB', async () => {
    const upload = vi
      .fn<UploadImage>()
      .mockResolvedValue({ id: 8, fileName: 'big.jpg', size: 1535, url: '/api/files/8' });
    renderUploader(upload);
    choose(pngFile('big.jpg', 1535));
    await screen.findByText('big.jpg (1 KB)');
  });

  it('shows "Image uploaded successfully!" for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const upload = vi
      .fn<UploadImage>()
      .mockResolvedValue({ id: 7, fileName: 'sea.png', size: 3000, url: '/api/files/7' });
    renderUploader(upload);
    choose(pngFile());
    await screen.findByText('Image uploaded successfully!');
    // The notice's timer starts in an effect after the render that shows it: let it run first,
    // or a busy machine advances the clock before the timer exists.
    await act(async () => undefined);
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS - 300);
    });
    expect(screen.queryByText('Image uploaded successfully!')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByText('Image uploaded successfully!')).toBeNull();
    expect(NOTICE_MS).toBe(3000);
  });

  it('asks before deleting the image, and clears the value on "Yes, delete it!"', async () => {
    const onValue = vi.fn();
    renderUploader(vi.fn<UploadImage>(), { initial: '/api/files/3', onValue });
    fireEvent.click(screen.getByRole('button', { name: 'Delete image' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('img')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete image' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this image?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(onValue).toHaveBeenCalledWith(undefined);
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete image' })).toBeNull();
  });
});
