import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { bootScript, BOOT_SOURCE, SHELL_SOURCE } from '../../../scripts/boot-script.js';

/** The part of a rolldown output chunk the plugin reads. */
const chunk = (fileName: string, imports: string[], entrySource?: string) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: !!entrySource,
    facadeModuleId: entrySource ? `/repo/${entrySource}` : null,
  }) as unknown as OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/boot-1.js', [], BOOT_SOURCE),
    chunk('assets/react-2.js', []),
    chunk('assets/chunk-3.js', ['assets/react-2.js']),
    chunk('assets/main-4.js', ['assets/chunk-3.js', 'assets/react-2.js'], SHELL_SOURCE),
  ].map((c) => [c.fileName, c]),
) as OutputBundle;

function tagsFor(path: string): HtmlTagDescriptor[] {
  const hook = bootScript().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, '', {
    path,
    filename: path,
    bundle,
  } as IndexHtmlTransformContext) as HtmlTagDescriptor[];
}

describe('index.html boot tags (scripts/boot-script.ts)', () => {
  it('lists the shell in evaluation order for the boot script, each chunk after those it imports', () => {
    const [boot] = tagsFor('/index.html');
    expect(boot.attrs).toMatchObject({ type: 'module', async: true, src: '/assets/boot-1.js' });
    expect(JSON.parse(String(boot.attrs?.['data-shell']))).toEqual([
      '/assets/react-2.js',
      '/assets/chunk-3.js',
      '/assets/main-4.js',
    ]);
  });

  it('puts no preload in the page: the boot script preloads the shell after the first paint', () => {
    const tags = tagsFor('/index.html');
    expect(tags).toHaveLength(1);
    expect(tags.filter((tag) => tag.tag === 'link')).toEqual([]);
  });

  it('leaves the sign-in page alone', () => {
    expect(tagsFor('/sign-in.html')).toBeUndefined();
  });
});
