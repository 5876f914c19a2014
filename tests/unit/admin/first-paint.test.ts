// @vitest-environment jsdom
/**
 * The first paint the server writes into index.html is taken away by the boot script
 * (src/admin/boot/first-paint.ts) once the shell shows a heading of its own, once the shell
 * moves to another address, or after its time limit; never while the shell has nothing to show.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeAwayFirstPaintWhenShellShows } from '@admin/boot/first-paint';

const layer = () => document.getElementById('first-paint');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(): HTMLElement {
  document.body.innerHTML =
    '<div id="root"></div><div class="first-paint" id="first-paint"><h1>Payment Accounts</h1></div>';
  return document.getElementById('root')!;
}

afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('the first paint', () => {
  it("stays while the shell renders without a heading, and goes with the shell's heading", async () => {
    history.replaceState(null, '', '/finance/payment-account');
    const root = page();
    takeAwayFirstPaintWhenShellShows(document);
    root.innerHTML = '<header>bar</header><nav>menu</nav>';
    await flush();
    expect(layer()).not.toBeNull();
    root.querySelector('nav')!.insertAdjacentHTML('afterend', '<main><h1>Payment Accounts</h1></main>');
    await flush();
    expect(layer()).toBeNull();
  });

  it('goes when the shell moves to another address (the sign-in page)', async () => {
    history.replaceState(null, '', '/finance/payment-account');
    const root = page();
    takeAwayFirstPaintWhenShellShows(document);
    history.replaceState(null, '', '/authentication');
    root.innerHTML = '<form></form>';
    await flush();
    expect(layer()).toBeNull();
  });

  it('goes after its time limit whatever happens', () => {
    vi.useFakeTimers();
    page();
    takeAwayFirstPaintWhenShellShows(document, 5_000);
    vi.advanceTimersByTime(4_999);
    expect(layer()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(layer()).toBeNull();
  });

  it('goes at once when the shell already shows', () => {
    page().innerHTML = '<h1>Payment Accounts</h1>';
    takeAwayFirstPaintWhenShellShows(document);
    expect(layer()).toBeNull();
  });
});
