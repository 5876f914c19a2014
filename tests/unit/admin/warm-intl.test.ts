import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '@admin/boot/warm-intl';

afterEach(() => vi.restoreAllMocks());

describe('warmIntl (the boot script, while the shell downloads)', () => {
  it("makes a number and a date format of the user's language when the browser is idle, not before", () => {
    const made: unknown[][] = [];
    // Stand-ins constructed with `new`, recording what they were made for.
    function Format(...args: unknown[]) {
      made.push(args);
      return { format: () => '' };
    }
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(Format as never);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(Format as never);
    const idle: (() => void)[] = [];
    warmIntl('fr', (run) => idle.push(run));
    expect(made).toEqual([]);
    idle.forEach((run) => run());
    expect(made).toEqual([['fr'], ['fr', { dateStyle: 'medium' }]]);
  });

  it('lets a language ICU refuses pass', () => {
    expect(() => warmIntl('not a language!', (run) => run())).not.toThrow();
  });
});
