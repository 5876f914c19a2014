import { useCallback, useEffect, useState } from 'react';

/** localStorage key of the menu groups the user closed (a JSON array of group names). */
export const CLOSED_GROUPS_KEY = 'menuClosedGroups';

function readClosed(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CLOSED_GROUPS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((g): g is string => typeof g === 'string') : [];
  } catch {
    // Storage refused or a value not ours: every group open.
    return [];
  }
}

function writeClosed(closed: readonly string[]): void {
  try {
    localStorage.setItem(CLOSED_GROUPS_KEY, JSON.stringify(closed));
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

/**
 * Which side-menu groups are open: each open until the user closes it, the choice remembered
 * in localStorage (the closed ones are stored, so a group new to the user starts open). The
 * group of the page open (`current`) opens whenever the user arrives on one of its pages, so
 * the highlighted entry is always in sight; the user may close it again.
 */
export function useMenuGroups(current: string | undefined): {
  isOpen: (group: string) => boolean;
  toggle: (group: string) => void;
} {
  const [closed, setClosed] = useState(readClosed);
  useEffect(() => writeClosed(closed), [closed]);
  useEffect(() => {
    if (current) setClosed((before) => (before.includes(current) ? before.filter((g) => g !== current) : before));
  }, [current]);
  const isOpen = useCallback((group: string) => !closed.includes(group), [closed]);
  const toggle = useCallback(
    (group: string) =>
      setClosed((before) => (before.includes(group) ? before.filter((g) => g !== group) : [...before, group])),
    [],
  );
  return { isOpen, toggle };
}
